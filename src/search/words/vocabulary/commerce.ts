// Concepts for agents that pay, get paid and hold money: payment rails, stablecoins, wallets, cards,
// spending limits, invoicing, checkout, model pricing and routing. Data only: see ./index.ts.

import type { Concept } from "./types";

export const COMMERCE: readonly Concept[] = [
  {
    name: "payments",
    when:
      "pay, pays, paying, payment, payments, charge, charges, purchase, purchases, transaction, transactions, " +
      "money, " +
      "pay for things, make payments, send payments, receive payments, accept payments, take payments, payment processing, payment processor, payment gateway, payment api, payment apis, payments api, transfer money, send money, move money, money transfer, donations, " +
      "spend money, give my agent money, its own money",
    read: "payments, agent-commerce",
  },
  {
    name: "stablecoins",
    when:
      "stablecoin, stablecoins, stable coin, stable coins, digital dollar, digital dollars, dollars, dollar, " +
      "usd, usdc, usdt, tether, crypto dollars, onchain dollars, " +
      "eurc, euro stablecoin, pyusd, dai",
    read: "stablecoin, stablecoins, usdc",
  },
  {
    name: "crypto and chains",
    when:
      "crypto, cryptocurrency, cryptocurrencies, blockchain, blockchains, onchain, on-chain, web3, ethereum, " +
      "evm, solana, layer 2, token transfer, " +
      "smart contract, smart contracts, defi, nft, nfts, base chain, polygon, arbitrum, l2, rollup, rollups",
    read: "crypto, onchain, blockchain, evm",
  },
  {
    name: "cross-chain transfers",
    when:
      "cross chain, crosschain, between chains, between blockchains, across chains, " +
      "across blockchains, bridge, bridges, bridging, multichain, multi-chain, chain to chain, " +
      "move funds between, unified balance",
    read: "cross-chain, bridging",
  },
  {
    name: "agent wallets",
    when:
      "wallet, wallets, crypto wallet, agent wallet, own wallet, custody, self custody, non custodial, " +
      "private key, private keys, signing keys, smart account, smart accounts, mpc, " +
      "seed phrase, seed phrases, key custody, embedded wallet, embedded wallets, server wallet, server wallets, programmable wallet, programmable wallets, hold funds, hold crypto, fund my agent",
    read: "wallet, agent-wallets, custody, smart-accounts, key-management",
  },
  {
    name: "spending limits",
    when:
      "spending limit, spending limits, spend limit, spend limits, spending cap, spending caps, cap spending, " +
      "spend cap, limit spending, overspend, overspending, over spend, budget, budgets, allowance, allowances, " +
      "per transaction limit, approval for purchases, human approval, guardrails on spending, " +
      "spend policy, spending policy, spending policies, spending rules, spend rules, transaction limits, daily limit, daily limits, max spend, maximum spend, approve purchases, purchase approval",
    read: "spend-controls, policy-controls, guardrails",
  },
  {
    name: "payment cards",
    when:
      "card, cards, credit card, credit cards, debit card, debit cards, prepaid, prepaid card, prepaid cards, " +
      "virtual card, virtual cards, single use card, card issuing, issuing, visa, mastercard, " +
      "agent card, card for my agent, corporate card, company card, one time card, single-use cards, disposable card, disposable cards, card number",
    read: "cards, issuing, visa, mastercard",
  },
  {
    name: "getting paid per request",
    when:
      "sell access, sell my api, charge per call, charge per request, per call, per request, pay per call, " +
      "pay per request, pay per use, metered billing, metered, monetize, monetise, " +
      "monetization, monetisation, paywall, paywalls, get paid, paid api, micropayment, micropayments, " +
      "nanopayments, 402, payment required, " +
      "charge for my api, charge for api, charge users, earn money, revenue, paid endpoints, paid endpoint, api monetization, usage based billing",
    read: "x402, micropayments, http-402, metering, monetization",
  },
  {
    name: "invoicing and billing",
    when:
      "invoice, invoices, invoicing, bill customers, billing, subscriptions, subscription, charge customers, " +
      "receipts, refund, refunds, payouts, accounts receivable, " +
      "accounts payable, payment links, payment link, recurring billing, recurring payments",
    read: "invoicing, billing, payments",
  },
  {
    name: "shopping and checkout",
    when:
      "shopping, shop, shops, buy, buys, buying, buy things, buy stuff, checkout, check out, cart, carts, " +
      "merchant, merchants, e-commerce, ecommerce, online store, order online, place orders, " +
      "buy products, purchase products, order products, product search, product catalog, shopping cart, agentic checkout, instant checkout, buy for me, buy on my behalf",
    read: "agent-commerce, checkout, commerce, merchants, agentic-commerce",
  },
  {
    name: "lightning and bitcoin",
    when:
      "lightning, lightning network, bitcoin, btc, sats, satoshis, nostr, zaps on nostr, " +
      "lnurl, lightning payments, lightning wallet, pay in sats",
    read: "lightning, bitcoin, l402",
  },
  {
    name: "model pricing and speed",
    when:
      "model prices, model pricing, llm prices, llm pricing, price per token, token prices, cheapest model, " +
      "cheapest llm, cheapest, cheaper, cheap, tokens per second, throughput, latency, fastest model, " +
      "compare providers, across providers, provider comparison, " +
      "price comparison, compare prices, model costs, api pricing, cost per token, cost per million tokens, fastest llm, speed of models, output speed, time to first token, ttft",
    read: "pricing, latency, model-comparison, models, model-database",
  },
  {
    name: "llm gateways",
    when:
      "proxy, proxies, gateway, gateways, llm router, model router, router, routing, route prompts, " +
      "route requests, fallback, fallbacks, failover, load balance, load balancing, one api for all models, " +
      "one endpoint, many providers, multiple providers, switch models, model agnostic, " +
      "bring your own model, byok, " +
      "unified api, single api, openai compatible, model fallback, provider fallback, multi provider, llm proxy, ai gateway, switch providers",
    read: "llm-gateway, model-routing, multi-model, inference, llm-api",
  },
];
