// The app's one door: what the Worker may take of the directory app (resources/ and mcp/ import nothing else of
// src/app/). The view's modules (./view/) run in the host's frame and reach the Worker only as the document built
// from them (./served.ts), which ./resource.ts serves.

export { APP_DIGEST, APP_LISTED, APP_MIME_TYPE, APP_TTL_MS, APP_URI, appContent, isAppUri } from "./resource";
