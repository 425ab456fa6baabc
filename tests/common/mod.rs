//! Helpers shared by the integration tests.
//!
//! `fake_discord` is an in-process fake of Discord's REST API and gateway, so the bot can be
//! tested end to end without network access.
#![allow(dead_code)]

pub mod bot_process;
pub mod child;
pub mod fake_discord;
pub mod pente;
pub mod postgres;
pub mod shared_db;

#[allow(unused_imports)]
pub use bot_process::BotProcess;
#[allow(unused_imports)]
pub use fake_discord::{
    opt, Button, FakeConfig, FakeDiscord, Interaction, Message, Reply, User, Via,
};
