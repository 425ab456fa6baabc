//! The bot's configuration: a TOML file (every key optional) and two
//! environment variables that win over it, `DISCORD_TOKEN` and
//! `DISCORD_API_BASE`. Unknown keys and bad values stop start-up with a
//! message that names the key.

use serde::Deserialize;
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// What `config.toml` may say. See `config.example.toml` for each key.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct File {
    token: Option<String>,
    guild_id: Option<u64>,
    database: Option<String>,
    image_size: Option<u32>,
    challenge_timeout: Option<String>,
    log: Option<String>,
    api_base: Option<String>,
    move_time_choices: Option<Vec<String>>,
    default_move_time: Option<String>,
    computer_games_per_user: Option<u32>,
    engine_searches: Option<usize>,
    threads: Option<bool>,
    shards: Option<toml::Value>,
    hill_idle_days: Option<u32>,
    web_listen: Option<String>,
    web_base_url: Option<String>,
    web_links: Option<bool>,
    metrics_listen: Option<String>,
    vacation_days_per_year: Option<u32>,
}

#[derive(Clone, PartialEq, Eq)]
pub struct Config {
    /// The bot's token. Never printed: `Debug` hides it.
    pub token: Option<String>,
    /// Register the commands in this guild only (instant; for development)
    /// instead of globally.
    pub guild_id: Option<u64>,
    /// A SQLite file (the default) or a PostgreSQL server's URL.
    pub database: Location,
    /// Width of the board picture in pixels.
    pub image_size: u32,
    pub challenge_timeout: Duration,
    /// A tracing filter, like `info` or `pente_bot=debug,info`.
    pub log: String,
    /// Send Discord's REST calls here instead (an HTTP proxy, or a test's
    /// fake Discord).
    pub api_base: Option<String>,
    /// The times a move that `/pente challenge` offers.
    pub move_time_choices: Vec<Duration>,
    /// The time a move when the challenge doesn't say.
    pub default_move_time: Duration,
    /// How many games against the bot one person may have going at once.
    pub computer_games_per_user: u32,
    /// How many engine searches may run at once (the rest wait in a queue).
    pub engine_searches: usize,
    /// Whether an accepted challenge opens a thread for its game when the
    /// challenge doesn't say.
    pub threads: bool,
    /// Which of the bot's Discord shards this process runs.
    pub shards: Shards,
    /// A King of the Hill member with no hill game for this many days
    /// leaves the hill (pente.org: 31).
    pub hill_idle_days: u32,
    /// Where the website listens (off when unset).
    pub web_listen: Option<std::net::SocketAddr>,
    /// The website's address as people reach it (behind a reverse proxy),
    /// for the links the bot posts; no links without it.
    pub web_base_url: Option<String>,
    /// Whether games can be seen by their links on the website.
    pub web_links: bool,
    /// Where `/metrics` is served apart from the site (else on the site).
    pub metrics_listen: Option<std::net::SocketAddr>,
    /// Floating vacation days each player has a year in each server
    /// (pente.org: 10); 0 turns vacation off everywhere.
    pub vacation_days_per_year: u32,
}

/// Which shards a process runs (see [`crate::shards`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shards {
    /// As many as Discord recommends, all in this process: it owns every server.
    Auto,
    /// These shards; other processes run the rest, on the same database.
    Set(ShardSet),
}

impl Shards {
    /// The servers whose games this process loads, times and changes.
    pub fn owned(&self) -> ShardSet {
        match self {
            Shards::Auto => ShardSet::all(),
            Shards::Set(set) => set.clone(),
        }
    }

    fn parse(value: &toml::Value) -> Result<Shards, String> {
        const FORMS: &str = "must be \"auto\" or a table like { total = 4, ids = \"0..2\" }";
        match value {
            toml::Value::String(word) if word == "auto" => Ok(Shards::Auto),
            toml::Value::Table(table) => {
                if let Some(key) = table.keys().find(|k| *k != "total" && *k != "ids") {
                    return Err(format!("has an unknown key `{key}`: it {FORMS}"));
                }
                let total = table
                    .get("total")
                    .and_then(toml::Value::as_integer)
                    .and_then(|n| u32::try_from(n).ok())
                    .ok_or_else(|| format!("needs `total`, a number of shards: it {FORMS}"))?;
                let ids = match table.get("ids") {
                    None => format!("0..{total}"),
                    Some(toml::Value::String(ids)) => ids.clone(),
                    Some(toml::Value::Integer(id)) => id.to_string(),
                    Some(_) => return Err(format!("has `ids` that is not a string: it {FORMS}")),
                };
                Ok(Shards::Set(ShardSet::parse(&ids, total)?))
            }
            other => Err(format!("{FORMS}, not {other}")),
        }
    }
}

const MIN_TIMEOUT: Duration = Duration::from_secs(1);
const MAX_TIMEOUT: Duration = Duration::from_secs(24 * 3600);

use crate::redact::redact_api_base;
use crate::session::clock::parse_duration;
use crate::shards::ShardSet;
use crate::store::Location;

/// A move may be given from a second (for tests) to 30 days.
const MIN_MOVE_TIME: Duration = Duration::from_secs(1);
const MAX_MOVE_TIME: Duration = Duration::from_secs(30 * 86_400);
/// Discord shows at most 25 choices for an option.
const MAX_CHOICES: usize = 25;

pub const MIN_IMAGE_SIZE: u32 = 400;
pub const MAX_IMAGE_SIZE: u32 = 2000;

impl Default for Config {
    fn default() -> Self {
        Config {
            token: None,
            guild_id: None,
            database: Location::Sqlite(PathBuf::from("pente.db")),
            image_size: 800,
            challenge_timeout: Duration::from_secs(15 * 60),
            log: "info".to_string(),
            api_base: None,
            move_time_choices: ["5m", "1h", "1d", "3d", "7d"]
                .iter()
                .filter_map(|t| parse_duration(t))
                .collect(),
            default_move_time: Duration::from_secs(86_400),
            computer_games_per_user: 3,
            // One search per core, so that thinking never starves the rest
            // of the bot for long.
            engine_searches: std::thread::available_parallelism().map_or(2, |n| n.get()),
            threads: false,
            shards: Shards::Auto,
            hill_idle_days: crate::event::hill::IDLE_DAYS,
            web_listen: None,
            web_base_url: None,
            web_links: true,
            metrics_listen: None,
            vacation_days_per_year: 10,
        }
    }
}

impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("token", &self.token.as_ref().map(|_| "<hidden>"))
            .field("guild_id", &self.guild_id)
            .field("database", &self.database)
            .field("image_size", &self.image_size)
            .field("challenge_timeout", &self.challenge_timeout)
            .field("log", &self.log)
            .field("api_base", &self.api_base.as_deref().map(redact_api_base))
            .field("move_time_choices", &self.move_time_choices)
            .field("default_move_time", &self.default_move_time)
            .field("computer_games_per_user", &self.computer_games_per_user)
            .field("engine_searches", &self.engine_searches)
            .field("threads", &self.threads)
            .field("shards", &self.shards)
            .field("hill_idle_days", &self.hill_idle_days)
            .field("web_listen", &self.web_listen)
            .field("web_base_url", &self.web_base_url)
            .field("web_links", &self.web_links)
            .field("metrics_listen", &self.metrics_listen)
            .field("vacation_days_per_year", &self.vacation_days_per_year)
            .finish()
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("cannot read the config file {path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("the config file {path} is not valid: {message}")]
    Invalid { path: PathBuf, message: String },
    #[error("the config file {path}: `{key}` {problem}")]
    BadValue {
        path: PathBuf,
        key: &'static str,
        problem: String,
    },
}

/// Environment variables that override the file.
pub struct Env {
    pub token: Option<String>,
    pub api_base: Option<String>,
    /// `DATABASE_URL`: a PostgreSQL URL or a SQLite path, over `database`.
    pub database: Option<String>,
}

impl Env {
    pub fn from_process() -> Env {
        let var = |name| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
        Env {
            token: var("DISCORD_TOKEN"),
            api_base: var("DISCORD_API_BASE"),
            database: var("DATABASE_URL"),
        }
    }
}

impl Config {
    /// Reads the config: `path` if given (it must exist), else
    /// `./config.toml` if it exists, else the defaults; then the environment.
    pub fn load(path: Option<&Path>, env: Env) -> Result<Config, ConfigError> {
        let default_path = Path::new("config.toml");
        let path = match path {
            Some(p) => Some(p),
            None if default_path.exists() => Some(default_path),
            None => None,
        };
        let mut config = match path {
            Some(path) => {
                let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Read {
                    path: path.to_path_buf(),
                    source,
                })?;
                Config::parse(&text, path)?
            }
            None => Config::default(),
        };
        if env.token.is_some() {
            config.token = env.token;
        }
        if let Some(database) = env.database {
            config.database = Location::parse(&database);
        }
        if let Some(base) = env.api_base {
            config.api_base = Some(base.trim().trim_end_matches('/').to_string());
        }
        Ok(config)
    }

    /// Reads a config file's text; `path` is for the messages.
    pub fn parse(text: &str, path: &Path) -> Result<Config, ConfigError> {
        let file: File = toml::from_str(text).map_err(|e| ConfigError::Invalid {
            path: path.to_path_buf(),
            message: e.to_string().trim().replace('\n', " "),
        })?;
        let bad = |key, problem: String| ConfigError::BadValue {
            path: path.to_path_buf(),
            key,
            problem,
        };
        let defaults = Config::default();
        let image_size = file.image_size.unwrap_or(defaults.image_size);
        if !(MIN_IMAGE_SIZE..=MAX_IMAGE_SIZE).contains(&image_size) {
            return Err(bad(
                "image_size",
                format!("must be between {MIN_IMAGE_SIZE} and {MAX_IMAGE_SIZE} pixels, not {image_size}"),
            ));
        }
        let challenge_timeout = match &file.challenge_timeout {
            None => defaults.challenge_timeout,
            Some(text) => parse_duration(text)
                .filter(|d| (MIN_TIMEOUT..=MAX_TIMEOUT).contains(d))
                .ok_or_else(|| {
                    bad(
                        "challenge_timeout",
                        format!("must be a duration like \"15m\", \"90s\" or \"1h\", from 1 second to a day, not {text:?}"),
                    )
                })?,
        };
        let log = file.log.unwrap_or(defaults.log);
        if let Err(e) = tracing_subscriber::EnvFilter::try_new(&log) {
            return Err(bad(
                "log",
                format!("is not a log filter like \"info\" or \"pente_bot=debug,warn\": {e}"),
            ));
        }
        if let Some(base) = &file.api_base {
            if !(base.starts_with("http://") || base.starts_with("https://")) {
                return Err(bad(
                    "api_base",
                    format!(
                        "must be an http:// or https:// URL, not {:?}",
                        redact_api_base(base)
                    ),
                ));
            }
        }
        if file.token.as_deref().is_some_and(|t| t.trim().is_empty()) {
            return Err(bad(
                "token",
                "is empty: remove the key or set the bot's token".to_string(),
            ));
        }
        if file.guild_id == Some(0) {
            return Err(bad(
                "guild_id",
                "must be a server id (a long number), not 0".to_string(),
            ));
        }
        let move_time = |key, text: &str| {
            parse_duration(text)
                .filter(|d| (MIN_MOVE_TIME..=MAX_MOVE_TIME).contains(d))
                .ok_or_else(|| {
                    bad(
                        key,
                        format!("must be a time a move like \"5m\", \"1h\" or \"3d\", from 1 second to 30 days, not {text:?}"),
                    )
                })
        };
        let move_time_choices = match &file.move_time_choices {
            None => defaults.move_time_choices,
            Some(list) => {
                if list.is_empty() || list.len() > MAX_CHOICES {
                    return Err(bad(
                        "move_time_choices",
                        format!(
                            "must list from 1 to {MAX_CHOICES} times, not {}",
                            list.len()
                        ),
                    ));
                }
                let mut times = Vec::with_capacity(list.len());
                for text in list {
                    let t = move_time("move_time_choices", text)?;
                    if times.contains(&t) {
                        return Err(bad("move_time_choices", format!("lists {text:?} twice")));
                    }
                    times.push(t);
                }
                times
            }
        };
        let default_move_time = match &file.default_move_time {
            None => defaults.default_move_time,
            Some(text) => move_time("default_move_time", text)?,
        };
        let computer_games_per_user = file
            .computer_games_per_user
            .unwrap_or(defaults.computer_games_per_user);
        if !(1..=100).contains(&computer_games_per_user) {
            return Err(bad(
                "computer_games_per_user",
                format!("must be from 1 to 100, not {computer_games_per_user}"),
            ));
        }
        let engine_searches = file.engine_searches.unwrap_or(defaults.engine_searches);
        if !(1..=256).contains(&engine_searches) {
            return Err(bad(
                "engine_searches",
                format!("must be from 1 to 256, not {engine_searches}"),
            ));
        }
        let shards = match &file.shards {
            None => defaults.shards,
            Some(value) => Shards::parse(value).map_err(|problem| bad("shards", problem))?,
        };
        let hill_idle_days = file.hill_idle_days.unwrap_or(defaults.hill_idle_days);
        if !(1..=3650).contains(&hill_idle_days) {
            return Err(bad(
                "hill_idle_days",
                format!("must be from 1 to 3650 days, not {hill_idle_days}"),
            ));
        }
        let address = |key, text: &Option<String>| match text {
            None => Ok(None),
            Some(text) => text
                .trim()
                .parse::<std::net::SocketAddr>()
                .map(Some)
                .map_err(|_| {
                    bad(
                        key,
                        format!(
                            "must be an address and port like \"127.0.0.1:8080\", not {text:?}"
                        ),
                    )
                }),
        };
        let web_listen = address("web_listen", &file.web_listen)?;
        let metrics_listen = address("metrics_listen", &file.metrics_listen)?;
        let web_base_url = match &file.web_base_url {
            None => None,
            Some(url) => {
                let url = url.trim().trim_end_matches('/');
                let rest = url
                    .strip_prefix("https://")
                    .or_else(|| url.strip_prefix("http://"));
                if rest.is_none_or(|r| r.is_empty() || r.contains(char::is_whitespace)) {
                    return Err(bad(
                        "web_base_url",
                        format!("must be an http:// or https:// address like \"https://pente.example.org\", not {url:?}"),
                    ));
                }
                Some(url.to_string())
            }
        };
        let vacation_days_per_year = file
            .vacation_days_per_year
            .unwrap_or(defaults.vacation_days_per_year);
        if vacation_days_per_year > 366 {
            return Err(bad(
                "vacation_days_per_year",
                format!("must be from 0 to 366 days, not {vacation_days_per_year}"),
            ));
        }
        Ok(Config {
            web_listen,
            web_base_url,
            web_links: file.web_links.unwrap_or(defaults.web_links),
            metrics_listen,
            vacation_days_per_year,
            hill_idle_days,
            shards,
            engine_searches,
            threads: file.threads.unwrap_or(defaults.threads),
            move_time_choices,
            default_move_time,
            computer_games_per_user,
            token: file.token,
            guild_id: file.guild_id,
            database: file
                .database
                .map_or(defaults.database, |d| Location::parse(&d)),
            image_size,
            challenge_timeout,
            log,
            api_base: file.api_base.map(|b| b.trim_end_matches('/').to_string()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Config, ConfigError> {
        Config::parse(text, Path::new("config.toml"))
    }

    #[test]
    fn the_example_config_is_valid_and_documents_every_key() {
        let example = include_str!("../config.example.toml");
        let uncommented: String = example
            .lines()
            .map(|l| {
                l.strip_prefix("# ")
                    .filter(|l| l.contains(" = "))
                    .unwrap_or(l)
            })
            .collect::<Vec<_>>()
            .join("\n");
        let config = parse(&uncommented).unwrap();
        assert_eq!(config.guild_id, Some(123456789012345678));
        for key in [
            "token",
            "guild_id",
            "database",
            "image_size",
            "challenge_timeout",
            "log",
            "api_base",
            "move_time_choices",
            "default_move_time",
            "computer_games_per_user",
            "engine_searches",
            "threads",
            "shards",
            "hill_idle_days",
            "web_listen",
            "web_base_url",
            "web_links",
            "metrics_listen",
            "vacation_days_per_year",
        ] {
            assert!(
                example.contains(&format!("{key} = ")),
                "{key} is not documented"
            );
        }
    }

    #[test]
    fn shards_are_auto_or_a_set_of_a_total() {
        assert_eq!(parse("").unwrap().shards, Shards::Auto);
        assert_eq!(parse("shards = \"auto\"").unwrap().shards, Shards::Auto);
        let set = parse("shards = { total = 4, ids = \"2..4\" }")
            .unwrap()
            .shards;
        assert_eq!(
            set,
            Shards::Set(ShardSet {
                ids: 2..4,
                total: 4
            })
        );
        assert_eq!(set.owned().ids, 2..4);
        assert_eq!(Shards::Auto.owned(), ShardSet::all());
        let one = parse("shards = { total = 2, ids = 1 }").unwrap().shards;
        assert_eq!(
            one,
            Shards::Set(ShardSet {
                ids: 1..2,
                total: 2
            })
        );
        for bad in [
            "shards = \"many\"",
            "shards = 4",
            "shards = { ids = \"0..2\" }",
            "shards = { total = 0 }",
            "shards = { total = 2, ids = \"0..3\" }",
            "shards = { total = 2, ids = \"1..1\" }",
            "shards = { total = 2, id = \"1\" }",
            "shards = { total = -1 }",
        ] {
            let err = parse(bad).unwrap_err().to_string();
            assert!(err.contains("`shards`"), "{bad}: {err}");
        }
    }

    #[test]
    fn an_empty_file_gives_the_defaults() {
        assert_eq!(parse("").unwrap(), Config::default());
        let c = Config::default();
        assert_eq!(c.challenge_timeout, Duration::from_secs(900));
        assert_eq!(c.image_size, 800);
    }

    #[test]
    fn unknown_keys_and_bad_values_name_the_key() {
        let err = parse("tokn = \"x\"").unwrap_err().to_string();
        assert!(err.contains("tokn"), "{err}");
        let err = parse("image_size = \"big\"").unwrap_err().to_string();
        assert!(err.contains("image_size"), "{err}");
        let err = parse("image_size = 50").unwrap_err().to_string();
        assert!(
            err.contains("`image_size` must be between 400 and 2000"),
            "{err}"
        );
        for bad in ["\"0m\"", "\"2d\"", "\"m\"", "\"25h\"", "\"0s\"", "15"] {
            let err = parse(&format!("challenge_timeout = {bad}"))
                .unwrap_err()
                .to_string();
            assert!(err.contains("challenge_timeout"), "{err}");
        }
        assert_eq!(
            parse("challenge_timeout = \"90s\"")
                .unwrap()
                .challenge_timeout,
            Duration::from_secs(90)
        );
        assert_eq!(
            parse("challenge_timeout = \"1h\"")
                .unwrap()
                .challenge_timeout,
            Duration::from_secs(3600)
        );
        let err = parse("log = \"info,[[\"").unwrap_err().to_string();
        assert!(err.contains("`log`"), "{err}");
        let err = parse("api_base = \"127.0.0.1:3000\"")
            .unwrap_err()
            .to_string();
        assert!(err.contains("`api_base`"), "{err}");
        let err = parse("guild_id = -5").unwrap_err().to_string();
        assert!(err.contains("guild_id"), "{err}");
        let err = parse("token = \"\"").unwrap_err().to_string();
        assert!(err.contains("`token` is empty"), "{err}");
        for bad in [
            "move_time_choices = []",
            "move_time_choices = [\"5m\", \"soon\"]",
            "move_time_choices = [\"5m\", \"5m\"]",
            "move_time_choices = [\"31d\"]",
            "default_move_time = \"0s\"",
            "computer_games_per_user = 0",
            "engine_searches = 0",
        ] {
            let err = parse(bad).unwrap_err().to_string();
            let key = bad.split(' ').next().unwrap();
            assert!(err.contains(&format!("`{key}`")), "{bad}: {err}");
        }
        let c = parse("move_time_choices = [\"3s\", \"2d\"]\ndefault_move_time = \"3s\"").unwrap();
        assert_eq!(
            c.move_time_choices,
            [Duration::from_secs(3), Duration::from_secs(2 * 86_400)]
        );
        assert_eq!(c.default_move_time, Duration::from_secs(3));
        assert_eq!(
            Config::default().move_time_choices.len(),
            5,
            "5m, 1h, 1d, 3d, 7d"
        );
        let err = parse("this is not toml").unwrap_err().to_string();
        assert!(err.contains("config.toml is not valid"), "{err}");
    }

    #[test]
    fn the_environment_wins_and_the_token_is_never_shown() {
        let dir = std::env::temp_dir().join(format!("pente-config-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("c.toml");
        std::fs::write(&path, "token = \"file-secret\"\napi_base = \"http://a/\"\n").unwrap();
        let c = Config::load(
            Some(&path),
            Env {
                token: None,
                api_base: None,
                database: None,
            },
        )
        .unwrap();
        assert_eq!(c.token.as_deref(), Some("file-secret"));
        assert_eq!(c.api_base.as_deref(), Some("http://a"));
        let c = Config::load(
            Some(&path),
            Env {
                token: Some("env-secret".into()),
                api_base: Some("http://b".into()),
                database: Some("postgres://bot:pw@db.example/pente".into()),
            },
        )
        .unwrap();
        assert_eq!(c.token.as_deref(), Some("env-secret"));
        assert_eq!(c.api_base.as_deref(), Some("http://b"));
        assert_eq!(
            c.database,
            Location::Postgres("postgres://bot:pw@db.example/pente".into())
        );
        assert!(!format!("{c:?}").contains("secret"));
        assert!(
            !format!("{c:?}").contains("pw"),
            "nor the database password"
        );
        let err = Config::load(
            Some(&dir.join("missing.toml")),
            Env {
                token: None,
                api_base: None,
                database: None,
            },
        )
        .unwrap_err();
        assert!(err.to_string().contains("missing.toml"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_config_is_logged_without_its_secrets() {
        let c = parse(
            "api_base = \"https://user:s3cret@proxy.example/api?token=s3cret\"\n\
             database = \"postgres://bot@db/pente?password=s3cret\"",
        )
        .unwrap();
        let logged = format!("{c:?}");
        assert!(!logged.contains("s3cret"), "{logged}");
        assert!(logged.contains("proxy.example/api"), "{logged}");
        assert!(logged.contains("password=***"), "{logged}");
        let err = parse("api_base = \"user:s3cret@proxy.example\"")
            .unwrap_err()
            .to_string();
        assert!(!err.contains("s3cret"), "{err}");
    }
}
