//! pente-bot: Pente for Discord. The rules (`game`) are pure and stand alone;
//! everything else builds on them.

pub mod ai;
pub mod bot;
pub mod config;
pub mod event;
pub mod explore;
pub mod game;
pub mod locale;
pub mod puzzle;
pub mod rating;
pub mod redact;
pub mod render;
pub mod replay;
pub mod session;
pub mod shards;
pub mod store;
pub mod web;
