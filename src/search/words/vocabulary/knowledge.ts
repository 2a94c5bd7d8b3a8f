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
      "grounding, ground answers, " +
      "search api, search apis, search results, web results, query the web, search the net, internet access, access the internet, online search, find information online, real time data, realtime data, up-to-date results, recent news, breaking news, answer engine, ai search, search grounding, " +
      "google things, look up on the web, find on the web, web lookup, web lookups, internet lookups",
    read: "web-search, search, news, grounding",
  },
  {
    name: "web scraping and page reading",
    when:
      "scrape, scrapes, scraping, scraper, scrapers, crawl, crawls, crawling, crawler, crawlers, spider, " +
      "extract text, readable text, page text, page content, main content, clean text, html to markdown, " +
      "to markdown, clean markdown, web pages, webpages, fetch a page, fetch pages, parse pages, boilerplate, " +
      "reader mode, whole site, entire site, sitemap, " +
      "extract data from websites, extract data from web pages, web data, web data extraction, data extraction, structured data from websites, harvest, parse html, html parsing, download pages, download web pages, get page content, read a url, read urls, read a webpage, read web pages, url to text, url to markdown, fetch urls, fetch a url, website to markdown, website to text, pages to markdown, llm ready, " +
      "grab page content, text of a page, text from a page, copy a website, mirror a site, pull data from websites",
    read: "web-scraping, crawling, extraction, markdown, url-to-markdown, web-reading, scraping",
  },
  {
    name: "documentation access",
    when:
      "docs, documentation, library docs, api reference, api docs, reference docs, up to date docs, " +
      "current docs, latest docs, framework docs, outdated docs, stale docs, hallucinated apis, " +
      "api documentation, sdk docs, sdk documentation, developer docs, developer documentation, read the docs, version specific docs, versioned docs, code examples, usage examples, deprecated apis, llms.txt, docs for llms, search docs, search documentation, " +
      "library reference, look up api docs, api usage examples",
    read: "documentation, developer-docs, llms-txt, context-engine",
  },
  {
    name: "research papers",
    when:
      "paper, papers, research paper, research papers, citation, citations, cite, cites, citing, references, " +
      "bibliography, academic, scholarly, scholar, literature, literature review, arxiv, preprint, preprints, " +
      "journal, journals, peer reviewed, " +
      "research articles, scientific papers, scientific literature, science papers, publications, publication, cited by, citation graph, related work, pubmed, doi",
    read: "papers, citations, academic, scholarly, preprints",
  },
  {
    name: "deep research",
    when:
      "deep research, research assistant, research agent, cite sources, with sources, fact check, " +
      "grounded answers, report with citations, " +
      "research report, research reports, in-depth research, multi-step research, investigate a topic, research a topic, answers with sources, sourced answers, cited answers",
    read: "deep-research, research, citations, grounding",
  },
  {
    name: "vector search",
    when:
      "embedding, embeddings, vector, vectors, vector store, vector stores, vector db, vectordb, vector search, " +
      "similarity search, semantic search, nearest neighbour, nearest neighbor, " +
      "knn, ann, approximate nearest, rag, retrieval augmented, chunks, " +
      "chunking, " +
      "similar documents, find similar, similarity, vector index, vector indexes, hybrid search, retrieval, retriever, retrievers, knowledge retrieval, document search, search my documents, search my docs, search over documents, chat with my documents, chat with documents, chat with pdfs, document qa, index documents, index my docs, index my documents, store embeddings, embedding store, semantic retrieval, " +
      "search by meaning, find by meaning, meaning based search, similar text",
    read: "vector-database, vector-search, embeddings, retrieval, rag",
  },
  {
    name: "knowledge graphs",
    when:
      "knowledge graph, knowledge graphs, graph of facts, entities and relationships, ontology, triples, " +
      "graph database, " +
      "graph memory, entity graph, relationships between entities, linked data, graph rag, graphrag, temporal graph",
    read: "knowledge-graph, knowledge-graphs",
  },
  {
    name: "databases",
    when:
      "postgres, postgresql, sql, database, databases, db, dbs, mysql, sqlite, tables, schema, migrations, " +
      "migration, provision a database, spin up a database, new database, branch a database, orm, queries, " +
      "data store, datastore, store data, persist data, relational, relational database, text to sql, nl2sql, natural language to sql, sql queries, query a database, query my database, database queries, crud, serverless postgres, managed postgres, " +
      "backend database, database for my app, app data",
    read: "database, postgres, orm",
  },
  {
    name: "files",
    when:
      "files, file system, filesystem, folder, folders, local files, read files, edit files, disk, " +
      "file access, file storage, upload files, file uploads, directory tree, read and write files, local filesystem",
    read: "filesystem",
  },
  {
    name: "code hosting",
    when:
      "pull request, pull requests, pr, prs, merge request, merge requests, code review, code reviews, repo, " +
      "repos, repository, repositories, commit, commits, branch, branches, git, gitlab, bitbucket, " +
      "github, github repos, code host, source control, version control, vcs, diff, diffs, review prs, review pull requests, pr review, pr reviews, review my code, review code, code reviewer, ai code review, automated code review, " +
      "check my code, critique my code, review changes, review my changes, catch bugs before merging",
    read: "github, git, pull-requests",
  },
  {
    name: "codebase questions",
    when:
      "understand a codebase, understand the codebase, codebase, codebases, explain code, explain the code, " +
      "without cloning, code search, search code, ask about a repo, questions about a repo, repo wiki, " +
      "navigate a codebase, large codebase, large codebases, code understanding, understand code, understand my code, explain this repo, repo documentation, repository documentation, code wiki, semantic code search",
    read: "code-search, documentation, github",
  },
  {
    name: "issue trackers",
    when:
      "ticket, tickets, ticketing, issue tracker, issue trackers, issue tracking, bug tracker, bug tracking, " +
      "bug report, bug reports, bug, bugs, backlog, sprint, sprints, kanban, task tracker, task tracking, " +
      "user story, user stories, epic, epics, triage, file a bug, file bugs, file an issue, open an issue, project management, " +
      "project tracker, " +
      "github issues, jira, feature request, feature requests, roadmap, work items, todo, todos, to-do list, task board, task boards, task management, manage tasks, track tasks, track bugs, track issues, helpdesk, help desk, support tickets, service desk",
    read: "issue-tracking, issues, project-management, jira",
  },
  {
    name: "design to code",
    when:
      "mockup, mockups, mock-up, mock-ups, wireframe, wireframes, design file, design files, figma, sketch file, " +
      "ui design, ui designs, design to code, prototype, prototypes, screens, layouts, designs, " +
      "figma designs, figma files, design handoff, screenshot to code, image to code, design tokens, pixel perfect, convert designs, designs into code, design into code",
    read: "design, design-to-code, figma",
  },
  {
    name: "front-end design quality",
    when:
      "front-end design, frontend design, ui polish, polished ui, beautiful ui, good looking, " +
      "design system, css, tailwind, typography, animations, web design, landing page, " +
      "better ui, nicer ui, ugly ui, modern ui, clean ui, ui components, component library, shadcn, responsive design, ux, user experience, visual design, design engineering",
    read: "design, frontend",
  },
  {
    name: "agent user interface",
    when:
      "progress updates, live updates, real-time updates, realtime updates, stream, streams, streaming, " +
      "user interface, ui, frontend, front end, web ui, chat ui, generative ui, show the user, " +
      "react app, " +
      "chat interface, chat interfaces, chat widget, chatbot ui, in-app agent, embed an agent, agent in my app, agent frontend, frontend for agents, show progress, event stream",
    read: "frontend, streaming, agent-ui",
  },
  {
    name: "video",
    when:
      "video, videos, clip, clips, promo video, animation, animated, animate, motion graphics, movie, explainer, " +
      "render video, reel, reels, trailer, youtube, tiktok, " +
      "video generation, generate video, generate videos, make videos, make a video, video editing, edit videos, render videos, programmatic video, motion design",
    read: "video",
  },
  {
    name: "images",
    when:
      "image, images, picture, pictures, photo, photos, illustration, illustrations, generate images, logo, " +
      "image generation, generate an image, text to image, image model, image models, diffusion, stable diffusion, vision, computer vision, ocr, image recognition, understand images, analyze images, analyse images",
    read: "images, multimodal, computer-vision",
  },
  {
    name: "speech and audio",
    when:
      "voice, speech, phone call, phone calls, text to speech, tts, speech to text, transcribe, transcription, " +
      "audio, " +
      "voice agent, voice agents, voice assistant, phone agent, spoken, stt, asr, speech recognition, dictation, podcast, realtime voice",
    read: "voice, speech, audio",
  },
  {
    name: "notes and knowledge bases",
    when:
      "notes, note taking, wiki, wikis, knowledge base, second brain, notion, confluence, docs workspace, " +
      "knowledge management, company wiki, team wiki, internal docs, internal documentation, notes app, obsidian, personal knowledge",
    read: "knowledge-base, productivity, notion, confluence",
  },
  {
    name: "datasets",
    when:
      "dataset, datasets, open data, public data, training data, corpus, corpora, " +
      "labeled data, labelled data, fine-tuning data, web crawl data, crawl data",
    read: "dataset, datasets, open-data",
  },
  {
    name: "computer use",
    when:
      "computer use, control my desktop, desktop apps, mouse and keyboard, click on the screen, screen control, " +
      "operate a computer, " +
      "desktop automation, automate my desktop, gui automation, control the computer, control my computer, use the computer, operate apps, rpa",
    read: "computer-use, desktop",
  },
  {
    name: "browser automation",
    when:
      "headless, headless browser, headless chrome, headless chromium, chrome, chromium, firefox, webkit, browsing agent, browser agent, " +
      "browser automation, automate a browser, automate the browser, web automation, selenium, webdriver, " +
      "puppeteer, click through, clicks, fill forms, fill in forms, form filling, screenshots, take screenshots, " +
      "navigate websites, browse websites, real browser, end to end tests, e2e tests, cdp, devtools, " +
      "browser, browsers, web browser, drive a browser, control a browser, browser control, browser session, browser sessions, cloud browser, cloud browsers, remote browser, remote browsers, browser infrastructure, browser api, log into websites, log in to websites, automate websites, automate web tasks, web tasks, web navigation, navigate pages, fill out forms, submit forms, ui testing, web testing, test my web app, test web apps, accessibility tree, dom, " +
      "visit websites, visit a website, open websites, open a website, use websites, interact with websites, click buttons, press buttons",
    read: "browser-automation, headless-browser, browser, web-agents, computer-use",
  },
  {
    name: "marketing",
    when:
      "marketing, seo, search engine optimization, search engine optimisation, copywriting, copy writing, ad copy, " +
      "landing page copy, growth marketing, conversion rate, conversion rates, cro, content marketing",
    read: "marketing, seo, copywriting",
  },
  {
    name: "ai news and trends",
    when:
      "ai news, latest ai, new in ai, new papers, daily papers, research feed, keep up with ai, ai trends, trends, " +
      "state of ai, progress in ai",
    read: "daily-feed, ai-trends, news",
  },
  {
    name: "encyclopedic knowledge",
    when:
      "wikipedia, wiki articles, encyclopedia, encyclopaedia, general knowledge, world knowledge, factual lookup, " +
      "fact lookup, look up facts, trivia, structured facts, wikidata, sparql",
    read: "wikipedia, encyclopedia, knowledge-graph, open-data",
  },
];
