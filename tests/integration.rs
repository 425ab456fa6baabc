//! Every integration test, in one binary: each file of this folder is a
//! module. Linking a test binary against the library and its dependencies is
//! most of what an incremental `cargo test` waits for; one binary links once.
//! Run one file's tests with `cargo test --test integration <file>::`.

mod common;

mod ai_analysis;
mod ai_book;
mod ai_match;
mod ai_tactics;
mod analyze;
mod bot;
mod clocks;
mod courtesy;
mod crash_loop;
mod events;
mod explore;
mod fake_discord_smoke;
mod gif;
mod languages;
mod long_games;
mod persistence;
mod properties;
mod puzzles;
mod ratings;
mod real_games;
mod render;
mod replay;
mod review;
mod shards;
mod strings;
mod tournament_runs;
mod variants;
mod web;
mod web_bot;
mod web_browser;
mod web_explore;
mod web_feed;
mod web_limits;
mod web_read_only;
mod web_server;
mod web_server_live;
mod wedges;
