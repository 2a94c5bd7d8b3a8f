// Concepts for running agents in production: observability, evals, errors, cost, sandboxes, hosting,
// deployment, security, identity. Data only: see ./index.ts for how it is read, made and reviewed.

import type { Concept } from "./types";

export const OPERATE: readonly Concept[] = [
  {
    name: "observability and tracing",
    when:
      "trace, traces, tracing, tracer, span, spans, telemetry, observability, observe, logs, logging, " +
      "log every call, debug, debugging, debugger, troubleshoot, troubleshooting, diagnose, diagnosis, " +
      "went wrong, goes wrong, go wrong, what happened, why it failed, why did it fail, failed run, failed runs, " +
      "failure, failures, root cause, postmortem, replay, step through, inspect runs, run history, audit trail, " +
      "prompt logs, monitor my agent, watch my agent, " +
      "monitor, monitoring, metrics, dashboard, dashboards, instrument, instrumentation, otel, opentelemetry, llmops, llm ops, visibility into, prompt tracking, track prompts, trace llm calls, latency tracking, session replay, " +
      "under the hood, record every step, record runs, recording runs, flight recorder, black box",
    read: "observability, tracing, traces, debugging, monitoring, opentelemetry, telemetry",
  },
  {
    name: "llm cost and usage",
    when:
      "cost, costs, token usage, token spend, usage costs, api costs, llm spend, how much it costs, " +
      "cost tracking, track costs, spend per user, billable tokens, usage tracking, usage reports, " +
      "budget alerts, bill shock, " +
      "token costs, token cost, llm costs, llm bill, cost per run, cost breakdown, cost analytics, cost monitoring, usage analytics, usage dashboard, too expensive",
    read: "cost, usage, metering, observability, monitoring, usage-data",
  },
  {
    name: "error monitoring",
    when:
      "crash, crashes, crashed, crashing, crash report, crash reports, exception, exceptions, stack trace, " +
      "stack traces, stacktrace, error tracking, error reporting, error monitoring, production errors, " +
      "errors in production, uncaught, alert, alerts, alerting, incident, incidents, on call, outage, outages, " +
      "regressions in production, broken in production, app monitoring, apm, " +
      "error, errors, error logs, error alerts, crash reporting, crash logs, production issues, production bugs, production incidents, pager, uptime, downtime, health checks, " +
      "breaks in production, when something breaks, exception tracking, error tracker, error logging",
    read: "errors, debugging, monitoring, observability",
  },
  {
    name: "evaluations",
    when:
      "eval, evals, evaluate, evaluation, evaluations, evaluating, grade answers, grading, judge, llm as judge, " +
      "score outputs, regression test, regression tests, test my prompts, prompt tests, measure quality, " +
      "measure accuracy, accuracy, hallucination, hallucinations, red team, red teaming, test suite, " +
      "test my agent, testing agents, agent testing, quality checks, quality metrics, scorers, graders, golden dataset, golden set, test cases, a/b test, ab test, prompt experiments, offline evals, online evals, rag evaluation, faithfulness",
    read: "evals, llm-evaluation, testing, red-teaming",
  },
  {
    name: "model leaderboards",
    when:
      "smartest, smartest model, best model, best llm, strongest model, top model, top models, most capable, " +
      "leaderboard, leaderboards, rankings, model ranking, model rankings, compare models, " +
      "model comparison, elo, arena, state of the art, sota, frontier model, frontier models, most intelligent, " +
      "best ai model, top llms, ranked models, model scores",
    read: "leaderboard, model-comparison, frontier-models, human-preference",
  },
  {
    name: "sandboxes",
    when:
      "sandbox, sandboxed, sandboxing, throwaway, throw away, disposable, ephemeral, scratch, scratch machine, " +
      "scratch environment, isolated, isolation, isolate, untrusted code, run untrusted, safe execution, " +
      "run code safely, execute code, code execution, code interpreter, run generated code, virtual machine, " +
      "virtual machines, vm, vms, microvm, microvms, firecracker, devbox, devboxes, container for code, " +
      "blast radius, safe place to run, playground, " +
      "run code, running code, run scripts, execute scripts, run commands safely, run shell commands, arbitrary code, run arbitrary code, remote execution, secure runtime, isolated environment, isolated environments, code runner, code runners, gvisor, network isolation, cloud computer, cloud computers, remote computer, linux box, linux vm, dev environment, dev environments, development environment, cloud dev environment, " +
      "safe environment, protect my machine, protect my laptop, risky code, dangerous code, malicious code",
    read: "sandbox, sandboxes, code-execution, isolation, microvm, isolated",
  },
  {
    name: "agent hosting",
    when:
      "host an agent, host my agent, hosting, long running, long-running agent, always on, 24/7, " +
      "background agent, background agents, run in the cloud, cloud agent, cloud agents, deploy an agent, " +
      "deploy agents, agents in production, managed agents, agent runtime, durable execution, " +
      "durable, serverless agent, scale my agent, scale agents, " +
      "host agents, agent infrastructure, agent platform, managed runtime, scale to zero, cron, cron jobs, scheduled tasks, scheduled jobs, background jobs, job queue, persistent agents, stateful agents",
    read: "hosting, agent-runtime, runtime, managed, serverless, cloud, stateful-agents",
  },
  {
    name: "deployment",
    when:
      "deploy, deploys, deploying, deployment, go live, goes live, push live, ship it, ship my app, " +
      "launch my site, publish my site, put online, put it online, release, preview deployment, " +
      "preview deployments, hosting my website, web hosting, rollback, ci cd, cicd, " +
      "deploy my app, deploy my site, deploy a website, host a website, host my site, static site, static sites, static hosting, publish a website, staging, deploy to production, production deploys, custom domain, continuous deployment, continuous integration, github actions, " +
      "get it online, put it on the internet, go to production, ship to users, make it live, take it live",
    read: "deployment, deployments, hosting, serverless",
  },
  {
    name: "gpu compute",
    when:
      "gpu, gpus, cuda, nvidia, a100, h100, ml training, train a model, training jobs, fine tune, " +
      "fine tuning, finetune, ml code, machine learning code, batch jobs, heavy compute, inference servers, " +
      "model serving, serve models, serve a model, host a model, host models, deploy a model, deploy models, open weights, open weight models, batch inference, model training, train models",
    read: "gpu, compute, machine-learning, serverless, inference",
  },
  {
    name: "self-hosting",
    when:
      "self host, self hosted, self hosting, host it myself, run it myself, run myself, " +
      "on prem, on premises, my own servers, my own server, my own hardware, own hardware, " +
      "own infrastructure, my own cloud, air gapped, byoc, bring your own cloud, locally, " +
      "run locally, local first, no vendor cloud, vendor lock-in, " +
      "offline, on device, local models, local llm, local llms, ollama, vpc, my vpc, own vpc, data residency, data never leaves, homelab, " +
      "on my laptop, local machine",
    read: "self-hosted, open-source, byoc, local",
  },
  {
    name: "free and keyless access",
    when:
      "free, free tier, free plan, for free, no cost, at no cost, no api key, no key, no keys, without an api key, " +
      "without a key, no signup, no sign up, no account, without an account, no registration, keyless, " +
      "anonymous access, open access, " +
      "no credit card, without a credit card, without paying, free of charge, zero cost, costs nothing, no subscription, no login, without login, without signing up, anonymous, no auth, unauthenticated, public api, public apis",
    read: "free, keyless, free-tier, no-auth, open-access",
  },
  {
    name: "secrets and credentials",
    when:
      "secret, secrets, api keys, api key, credential, credentials, password, passwords, vault, key management, " +
      "keys out of, leak keys, leaking keys, leak secrets, token leak, env vars, environment variables, dotenv, " +
      "brokered credentials, credential broker, delegated access, " +
      "secret manager, secrets manager, secret management, secrets management, api tokens, access keys, store keys, rotate keys, key rotation, token vault, hide keys, keep keys safe",
    read: "credentials, auth, identity, key-management, oauth, secrets",
  },
  {
    name: "sign-in and authorization",
    when:
      "oauth, oauth2, login, log in, sign in, signin, sso, single sign on, authentication, " +
      "authenticate, authorization, authorize, permissions, scopes, consent, user accounts, logged in, " +
      "on my behalf, on behalf of, act as the user, identity, access control, " +
      "auth, authn, authz, user login, social login, magic link, magic links, passwordless, jwt, jwts, access token, access tokens, refresh token, refresh tokens, rbac, role based access, roles and permissions, m2m, machine to machine, service account, service accounts, connected accounts, protect my mcp server, secure my mcp server, mcp auth, " +
      "verify users, identity provider, idp, user management",
    read: "oauth, auth, identity, authorization, agent-identity, delegation",
  },
  {
    name: "bot identity and verification",
    when:
      "prove my bot, verify my bot, bot verification, verified bot, verified bots, legitimate bot, block bots, " +
      "blocks bots, block scrapers, blocked, bot detection, bot protection, captcha, captchas, signed requests, " +
      "sign requests, request signing, know your agent, kya, trusted agent, agent reputation, " +
      "anti bot, get blocked, getting blocked, bot blocking",
    read: "http-signatures, bots, agent-identity, kya, reputation, identity",
  },
  {
    name: "agent security",
    when:
      "prompt injection, jailbreak, jailbreaks, guardrail, guardrails, safety, pii, redact, redaction, " +
      "data leak, exfiltration, untrusted input, malicious, supply chain, vet, vetting, " +
      "vulnerability, vulnerabilities, vulnerability scanning, security scanning, security scan, security audit, security review, attack, attacks, threat model, threats, tool poisoning, secure my agent, harden, hardening, least privilege, governance, compliance",
    read: "security, guardrails, red-teaming, policy-controls",
  },
  {
    name: "containers",
    when:
      "docker, container, containers, containerized, containerised, docker image, docker compose, kubernetes, " +
      "k8s, helm, pods, " +
      "dockerized, dockerised, dockerfile, container image, container images, oci, podman",
    read: "docker, containers",
  },
  {
    name: "aws",
    when: "aws, amazon web services, s3, ec2, aws lambda, bedrock, cloudformation, " + "amazon, dynamodb, agentcore",
    read: "aws, amazon",
  },
  {
    name: "azure",
    when: "azure, microsoft cloud, azure functions, entra, " + "microsoft azure, foundry, azure openai",
    read: "azure, microsoft",
  },
  {
    name: "google cloud",
    when: "gcp, google cloud, vertex ai, cloud run, " + "google cloud platform, vertex, gke",
    read: "google-cloud, gcp, google",
  },
  {
    name: "cloudflare",
    when: "cloudflare, cloudflare workers, workers ai, durable objects, wrangler",
    read: "cloudflare, cloudflare-workers, edge",
  },
  {
    name: "edge computing",
    when: "edge functions, edge function, edge runtime, at the edge, edge computing, edge network",
    read: "edge, serverless",
  },
  {
    name: "benchmarks",
    when:
      "benchmark, benchmarks, benchmarking, benchmark results, agent benchmark, agent benchmarks, how well agents do, " +
      "measure agents, capability tests, task success rate, pass rate",
    read: "benchmark, benchmarking, evals",
  },
  {
    name: "open source",
    when: "oss, foss, source available, mit license, mit licensed, apache license, apache licensed, free software, libre, community edition",
    read: "open-source",
  },
];
