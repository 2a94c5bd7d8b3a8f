// Building elements. Text goes in as text nodes, never as markup: directory text (names, summaries, descriptions,
// tags) is third-party data, and a name like `<img onerror=…>` must show as those characters.

export type Child = Node | string | null | undefined | false;

export interface Props {
  readonly class?: string;
  /** Attributes set as given (aria-*, type, tabindex, id…); false or undefined leaves one out. */
  readonly attrs?: Readonly<Record<string, string | true | false | undefined>>;
  readonly onClick?: () => void;
}

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.class !== undefined) node.className = props.class;
  for (const [name, value] of Object.entries(props.attrs ?? {})) {
    if (value === true) node.setAttribute(name, "");
    else if (typeof value === "string") node.setAttribute(name, value);
  }
  if (props.onClick !== undefined) node.addEventListener("click", props.onClick);
  append(node, children);
  return node;
}

export function append(parent: Node, children: readonly Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
  }
}

/** A `<button type="button">`: every control in the view is one (no links: the frame must not navigate). */
export function button(label: string, onClick: () => void, className = "btn", attrs: Props["attrs"] = {}): HTMLButtonElement {
  return el("button", { class: className, attrs: { type: "button", ...attrs }, onClick }, label);
}

/** Replaces the node's children. */
export function fill(parent: Element, ...children: Child[]): void {
  parent.replaceChildren();
  append(parent, children);
}
