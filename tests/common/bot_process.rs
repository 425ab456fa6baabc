//! Runs the real `pente-bot` binary against a [`FakeDiscord`], capturing its output.

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, AsyncRead, BufReader};
use tokio::process::{Child, Command};
use tokio::sync::watch;

use super::fake_discord::FakeDiscord;

static NEXT_DIR: AtomicUsize = AtomicUsize::new(0);

/// A running bot process. Killed when dropped.
pub struct BotProcess {
    child: Child,
    log: Arc<Mutex<String>>,
    changed: watch::Sender<u64>,
    dir: PathBuf,
}

impl BotProcess {
    /// Starts `pente-bot run` in a fresh empty working directory holding `config_toml` as
    /// `./config.toml` (none if empty), with `DISCORD_API_BASE` pointing at `fake`,
    /// `DISCORD_TOKEN` set, plus `envs`. Stdout and stderr are collected (see
    /// [`BotProcess::log`]); set `FAKE_DISCORD_VERBOSE=1` to also echo them.
    pub fn spawn(fake: &FakeDiscord, config_toml: &str, envs: &[(&str, &str)]) -> BotProcess {
        // Set by cargo for integration tests; the load tool (an example)
        // names its binary itself, through `spawn_binary`.
        let Some(binary) = option_env!("CARGO_BIN_EXE_pente-bot") else {
            panic!("BotProcess::spawn is for integration tests; use spawn_binary");
        };
        let binary = Path::new(binary);
        Self::spawn_binary(binary, fake, &["run"], config_toml, envs)
    }

    pub fn spawn_binary(
        binary: &Path,
        fake: &FakeDiscord,
        args: &[&str],
        config_toml: &str,
        envs: &[(&str, &str)],
    ) -> BotProcess {
        let dir = std::env::temp_dir().join(format!(
            "pente-bot-test-{}-{}",
            std::process::id(),
            NEXT_DIR.fetch_add(1, Ordering::SeqCst)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create the bot's working directory");
        if !config_toml.is_empty() {
            std::fs::write(dir.join("config.toml"), config_toml).expect("write config.toml");
        }
        let mut cmd = Command::new(binary);
        cmd.args(args)
            .current_dir(&dir)
            .env("DISCORD_API_BASE", fake.base_url())
            .env("DISCORD_TOKEN", "fake-token")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        for (k, v) in envs {
            cmd.env(k, v);
        }
        let mut child = cmd
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}", binary.display()));
        let log = Arc::new(Mutex::new(String::new()));
        let (changed, _) = watch::channel(0);
        let echo = std::env::var_os("FAKE_DISCORD_VERBOSE").is_some();
        if let Some(out) = child.stdout.take() {
            collect(out, "stdout", log.clone(), changed.clone(), echo);
        }
        if let Some(err) = child.stderr.take() {
            collect(err, "stderr", log.clone(), changed.clone(), echo);
        }
        BotProcess {
            child,
            log,
            changed,
            dir,
        }
    }

    /// Everything the process printed so far (stdout and stderr lines, interleaved).
    pub fn log(&self) -> String {
        self.log.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// The process's working directory (fresh and empty at start).
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Waits until the output contains `text`; panics with the log on timeout.
    pub async fn wait_log(&self, text: &str, timeout: Duration) {
        let deadline = tokio::time::Instant::now() + timeout;
        let mut rx = self.changed.subscribe();
        while !self.log().contains(text) {
            if tokio::time::timeout_at(deadline, rx.changed())
                .await
                .is_err()
            {
                panic!(
                    "bot output did not contain {text:?} within {timeout:?}; output:\n{}",
                    self.log()
                );
            }
        }
    }

    /// The exit status if the process has ended.
    pub fn try_status(&mut self) -> Option<std::process::ExitStatus> {
        self.child.try_wait().ok().flatten()
    }

    /// Waits for the process to exit by itself.
    pub async fn wait_exit(&mut self, timeout: Duration) -> std::process::ExitStatus {
        match tokio::time::timeout(timeout, self.child.wait()).await {
            Ok(Ok(status)) => status,
            Ok(Err(e)) => panic!("waiting for the bot: {e}"),
            Err(_) => panic!(
                "bot did not exit within {timeout:?}; output:\n{}",
                self.log()
            ),
        }
    }

    /// The process id, while it runs (e.g. to send it a signal).
    pub fn pid(&self) -> Option<u32> {
        self.child.id()
    }

    /// Kills the process and waits for it.
    pub async fn kill(&mut self) {
        let _ = self.child.kill().await;
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        let _ = self.child.start_kill();
        if std::thread::panicking() {
            eprintln!("--- bot output ---\n{}", self.log());
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn collect(
    stream: impl AsyncRead + Unpin + Send + 'static,
    name: &'static str,
    log: Arc<Mutex<String>>,
    changed: watch::Sender<u64>,
    echo: bool,
) {
    tokio::spawn(async move {
        let mut lines = BufReader::new(stream).lines();
        while let Ok(Some(line)) = lines.next_line().await {
            if echo {
                eprintln!("[bot {name}] {line}");
            }
            {
                let mut log = log.lock().unwrap_or_else(|e| e.into_inner());
                log.push_str(&line);
                log.push('\n');
            }
            changed.send_modify(|v| *v += 1);
        }
    });
}
