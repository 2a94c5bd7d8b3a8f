// Concepts for what agents read and store: web search, scraping, documentation, papers, vector search,
// databases, files, code hosting, issue trackers, design, media. Data only: see ./index.ts.

import type { Concept } from "./types";

export const KNOWLEDGE: readonly Concept[] = [
  {
    name: "web search",
    when:
      "search the web, web search, search the internet, internet search, search online, google search, " +
      "search engine, search engines, serp, serps, look things up, look it up online, browse the internet, " +
      "current events, latest news, news, real-time information, up to date information, live results, " +
      "grounding, ground answers",
    read: "web-search, search, news, grounding",
  },
  {
    name: "web scraping and page reading",
    when:
      "scrape, scrapes, scraping, scraper, scrapers, crawl, crawls, crawling, crawler, crawlers, spider, " +
      "extract text, readable text, page text, page content, main content, clean text, html to markdown, " +
      "to markdown, clean markdown, web pages, webpages, fetch a page, fetch pages, parse pages, boilerplate, " +
      "reader mode, whole site, entire site, sitemap",
    read: "web-scraping, crawling, extraction, markdown, url-to-markdown, web-reading, scraping",
  },
  {
    name: "documentation access",
    when:
      "docs, documentation, library docs, api reference, api docs, reference docs, up to date docs, " +
      "current docs, latest docs, framework docs, outdated docs, stale docs, hallucinated apis",
    read: "documentation, developer-docs, llms-txt, context-engine",
  },
  {
    name: "research papers",
    when:
      "paper, papers, research paper, research papers, citation, citations, cite, cites, citing, references, " +
      "bibliography, academic, scholarly, scholar, literature, literature review, arxiv, preprint, preprints, " +
      "journal, journals, peer reviewed",
    read: "papers, citations, academic, scholarly, preprints",
  },
  {
    name: "deep research",
    when:
      "deep research, research assistant, research agent, cite sources, with sources, fact check, " +
      "grounded answers, report with citations",
    read: "deep-research, research, citations, grounding",
  },
  {
    name: "vector search",
    when:
      "embedding, embeddings, vector, vectors, vector store, vector stores, vector db, vectordb, vector search, " +
      "similarity search, semantic search, nearest neighbour, nearest neighbor, " +
      "knn, ann, approximate nearest, rag, retrieval augmented, chunks, " +
      "chunking",
    read: "vector-database, vector-search, embeddings, retrieval, rag",
  },
  {
    name: "knowledge graphs",
    when: "knowledge graph, knowledge graphs, graph of facts, entities and relationships, ontology, triples, " + "graph database",
    read: "knowledge-graph, knowledge-graphs",
  },
  {
    name: "databases",
    when:
      "postgres, postgresql, sql, database, databases, db, dbs, mysql, sqlite, tables, schema, migrations, " +
      "migration, provision a database, spin up a database, new database, branch a database, orm, queries",
    read: "database, postgres, orm",
  },
  {
    name: "files",
    when: "files, file system, filesystem, folder, folders, local files, read files, edit files, disk",
    read: "filesystem",
  },
  {
    name: "code hosting",
    when:
      "pull request, pull requests, pr, prs, merge request, merge requests, code review, code reviews, repo, " +
      "repos, repository, repositories, commit, commits, branch, branches, git, gitlab, bitbucket",
    read: "github, git, pull-requests",
  },
  {
    name: "codebase questions",
    when:
      "understand a codebase, understand the codebase, codebase, codebases, explain code, explain the code, " +
      "without cloning, code search, search code, ask about a repo, questions about a repo, repo wiki",
    read: "code-search, documentation, github",
  },
  {
    name: "issue trackers",
    when:
      "ticket, tickets, ticketing, issue tracker, issue trackers, issue tracking, bug tracker, bug tracking, " +
      "bug report, bug reports, bug, bugs, backlog, sprint, sprints, kanban, task tracker, task tracking, " +
      "user story, user stories, epic, epics, triage, file a bug, file bugs, file an issue, open an issue, project management, " +
      "project tracker",
    read: "issue-tracking, issues, project-management, jira",
  },
  {
    name: "design to code",
    when:
      "mockup, mockups, mock-up, mock-ups, wireframe, wireframes, design file, design files, figma, sketch file, " +
      "ui design, ui designs, design to code, prototype, prototypes, screens, layouts, designs",
    read: "design, design-to-code, figma",
  },
  {
    name: "front-end design quality",
    when:
      "front-end design, frontend design, ui polish, polished ui, beautiful ui, good looking, " +
      "design system, css, tailwind, typography, animations, web design, landing page",
    read: "design, frontend",
  },
  {
    name: "agent user interface",
    when:
      "progress updates, live updates, real-time updates, realtime updates, stream, streams, streaming, " +
      "user interface, ui, frontend, front end, web ui, chat ui, generative ui, show the user, " +
      "react app",
    read: "frontend, streaming, agent-ui",
  },
  {
    name: "video",
    when:
      "video, videos, clip, clips, promo video, animation, animated, animate, motion graphics, movie, explainer, " +
      "render video, reel, reels, trailer, youtube, tiktok",
    read: "video",
  },
  {
    name: "images",
    when: "image, images, picture, pictures, photo, photos, illustration, illustrations, generate images, logo",
    read: "images, multimodal, computer-vision",
  },
  {
    name: "speech and audio",
    when: "voice, speech, phone call, phone calls, text to speech, tts, speech to text, transcribe, transcription, " + "audio",
    read: "voice, speech, audio",
  },
  {
    name: "notes and knowledge bases",
    when: "notes, note taking, wiki, wikis, knowledge base, second brain, notion, confluence, docs workspace",
    read: "knowledge-base, productivity, notion, confluence",
  },
  {
    name: "datasets",
    when: "dataset, datasets, open data, public data, training data, corpus, corpora",
    read: "dataset, datasets, open-data",
  },
  {
    name: "computer use",
    when:
      "computer use, control my desktop, desktop apps, mouse and keyboard, click on the screen, screen control, " + "operate a computer",
    read: "computer-use, desktop",
  },
  {
    name: "browser automation",
    when:
      "headless, headless browser, headless chrome, headless chromium, chrome, chromium, firefox, webkit, browsing agent, browser agent, " +
      "browser automation, automate a browser, automate the browser, web automation, selenium, webdriver, " +
      "puppeteer, click through, clicks, fill forms, fill in forms, form filling, screenshots, take screenshots, " +
      "navigate websites, browse websites, real browser, end to end tests, e2e tests, cdp, devtools",
    read: "browser-automation, headless-browser, browser, web-agents, computer-use",
  },
];
