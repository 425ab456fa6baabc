//! Headless Chromium driven through WebDriver: Debian's `chromedriver`
//! started on a free local port, talked to over plain HTTP by `fantoccini`.
//! Shared by the browser tests and `examples/web_load.rs --screenshots`.

use fantoccini::{Client, ClientBuilder};
use hyper_util::client::legacy::connect::HttpConnector;
use std::os::unix::process::CommandExt as _;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A Chromium session and the chromedriver behind it (ended when dropped).
pub struct Browser {
    pub client: Client,
    driver: Child,
    port: u16,
}

/// How the browser is started.
#[derive(Clone, Copy)]
pub struct Launch {
    /// With JavaScript (else Chromium's `scriptEnabled=false`).
    pub script: bool,
    pub width: u32,
    pub height: u32,
}

impl Default for Launch {
    fn default() -> Launch {
        Launch {
            script: true,
            width: 1000,
            height: 1100,
        }
    }
}

/// The first of `names` found on the PATH.
fn on_path(names: &[&str]) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .flat_map(|dir| names.iter().map(move |n| dir.join(n)))
        .find(|p| p.is_file())
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free local port")
}

impl Browser {
    /// Starts chromedriver and a headless Chromium session; `Err` says why
    /// there is none (no chromedriver or Chromium here: the caller skips).
    pub async fn start(launch: Launch) -> Result<Browser, String> {
        let driver_path = on_path(&["chromedriver"])
            .ok_or("no chromedriver on the PATH (Debian: apt-get install chromium-driver)")?;
        let chromium = on_path(&["chromium", "chromium-browser", "google-chrome"])
            .ok_or("no Chromium on the PATH (Debian: apt-get install chromium)")?;
        let port = free_port();
        let mut driver = Command::new(driver_path)
            .arg(format!("--port={port}"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            // A group of its own, so that ending it ends its Chromium too.
            .process_group(0)
            .spawn()
            .map_err(|e| format!("chromedriver didn't start: {e}"))?;
        let url = format!("http://127.0.0.1:{port}");
        // chromedriver takes a moment to listen.
        let deadline = Instant::now() + Duration::from_secs(20);
        while tokio::net::TcpStream::connect(("127.0.0.1", port))
            .await
            .is_err()
        {
            if Instant::now() > deadline {
                end_group(&mut driver);
                panic!("chromedriver never listened on {url}");
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let mut args = vec![
            "--headless".to_string(),
            // Root in a container has no sandbox to offer.
            "--no-sandbox".to_string(),
            "--disable-gpu".to_string(),
            "--disable-dev-shm-usage".to_string(),
            "--hide-scrollbars".to_string(),
            format!("--window-size={},{}", launch.width, launch.height),
        ];
        if !launch.script {
            args.push("--blink-settings=scriptEnabled=false".to_string());
        }
        let capabilities = serde_json::json!({
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": chromium.to_string_lossy(),
                "args": args,
            },
        });
        let serde_json::Value::Object(capabilities) = capabilities else {
            unreachable!()
        };
        let client = ClientBuilder::new(HttpConnector::new())
            .capabilities(capabilities)
            .connect(&url)
            .await;
        match client {
            Ok(client) => Ok(Browser {
                client,
                driver,
                port,
            }),
            Err(e) => {
                end_group(&mut driver);
                panic!("Chromium didn't start through chromedriver: {e}")
            }
        }
    }

    /// Runs `script` in the page and returns its value.
    pub async fn eval(&self, script: &str) -> serde_json::Value {
        self.client
            .execute(script, vec![])
            .await
            .unwrap_or_else(|e| panic!("{script}: {e}"))
    }

    /// Polls `script` until it returns `want`, for at most `limit`; returns
    /// the last value seen (the caller asserts it).
    pub async fn wait_for(
        &self,
        script: &str,
        want: &serde_json::Value,
        limit: Duration,
    ) -> serde_json::Value {
        let deadline = Instant::now() + limit;
        loop {
            let seen = self.eval(script).await;
            if &seen == want || Instant::now() > deadline {
                return seen;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Ends the session, then chromedriver.
    pub async fn close(self) {
        let _ = self.client.clone().close().await;
    }
}

/// Ends chromedriver and whatever it started (its process group).
fn end_group(driver: &mut Child) {
    let _ = Command::new("kill")
        .args(["-s", "KILL", "--", &format!("-{}", driver.id())])
        .stderr(Stdio::null())
        .status();
    let _ = driver.kill();
    let _ = driver.wait();
}

/// Asks chromedriver to close its browsers and quit (its `/shutdown`), so
/// that even after a failed test no Chromium is left behind; ends its group
/// if it hasn't quit within a few seconds.
fn shut_down(driver: &mut Child, port: u16) {
    use std::io::{Read as _, Write as _};
    if let Ok(mut stream) = std::net::TcpStream::connect(("127.0.0.1", port)) {
        let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
        let _ = stream
            .write_all(b"GET /shutdown HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
        let _ = stream.read_to_end(&mut Vec::new());
    }
    let deadline = Instant::now() + Duration::from_secs(5);
    while Instant::now() < deadline {
        if let Ok(Some(_)) = driver.try_wait() {
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    end_group(driver);
}

impl Drop for Browser {
    fn drop(&mut self) {
        shut_down(&mut self.driver, self.port);
    }
}
