//! Addresses fit for the logs: a database URL or an API base with whatever
//! grants access hidden. Both the configuration (which logs itself) and the
//! store (which names its database in errors) show addresses.

/// A database URL fit for the logs: where it points and as whom, without
/// the password, whether it is given before the host
/// (`postgres://bot:***@db/pente`) or as a parameter (`?password=***`,
/// `&sslpassword=***`). Everything else is kept, to tell servers apart.
pub fn redact_url(url: &str) -> String {
    let parts = UrlParts::split(url);
    let userinfo = parts.userinfo.map(|info| match info.split_once(':') {
        Some((user, _)) => format!("{user}:***@"),
        None => format!("{info}@"),
    });
    let query = parts.query.map(|(separator, query)| {
        let params: Vec<String> = query
            .split('&')
            .map(|param| match param.split_once('=') {
                Some((name, _)) if is_secret_parameter(name) => format!("{name}=***"),
                _ => param.to_string(),
            })
            .collect();
        format!("{separator}{}", params.join("&"))
    });
    parts.join(userinfo, query)
}

/// `api_base` fit for the logs: a base for Discord's REST calls needs no
/// user, password or parameters, so whatever is there (a proxy's
/// credentials, a token) is hidden whole: `http://***@proxy:8080/api?***`.
pub fn redact_api_base(url: &str) -> String {
    let parts = UrlParts::split(url);
    let userinfo = parts.userinfo.map(|_| "***@".to_string());
    let query = parts.query.map(|_| "?***".to_string());
    parts.join(userinfo, query)
}

/// Query parameters whose value grants access (PostgreSQL's `password` and
/// `sslpassword`, and any token or secret).
fn is_secret_parameter(name: &str) -> bool {
    let name = name.to_ascii_lowercase();
    ["password", "token", "secret"]
        .iter()
        .any(|secret| name.contains(secret))
}

/// A URL cut where its secrets can hide: `scheme://` `userinfo@` `host/path`
/// `?query` (with any `#fragment`).
struct UrlParts<'a> {
    scheme: &'a str,
    userinfo: Option<&'a str>,
    rest: &'a str,
    /// What follows the first `?` (or `#`), with that character.
    query: Option<(char, &'a str)>,
}

impl<'a> UrlParts<'a> {
    fn split(url: &'a str) -> UrlParts<'a> {
        let (scheme, after_scheme) = match url.find("://") {
            Some(i) => url.split_at(i + 3),
            None => ("", url),
        };
        // The last `@`, so that a password holding `@`, `/` or `?` (not
        // escaped, as it should be) is still hidden whole: when in doubt,
        // more is hidden, never less.
        let (userinfo, after_userinfo) = match after_scheme.rfind('@') {
            Some(at) => (Some(&after_scheme[..at]), &after_scheme[at + 1..]),
            None => (None, after_scheme),
        };
        let (rest, query) = match after_userinfo.find(['?', '#']) {
            Some(i) => {
                let (rest, query) = after_userinfo.split_at(i);
                let mut chars = query.chars();
                let separator = chars.next().unwrap_or('?');
                (rest, Some((separator, chars.as_str())))
            }
            None => (after_userinfo, None),
        };
        UrlParts {
            scheme,
            userinfo,
            rest,
            query,
        }
    }

    fn join(&self, userinfo: Option<String>, query: Option<String>) -> String {
        format!(
            "{}{}{}{}",
            self.scheme,
            userinfo.unwrap_or_default(),
            self.rest,
            query.unwrap_or_default()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn database_urls_are_logged_without_their_passwords() {
        let cases = [
            (
                "postgres://bot:s3cret@db:5432/pente",
                "postgres://bot:***@db:5432/pente",
            ),
            (
                "postgres://bot@db/pente?password=s3cret",
                "postgres://bot@db/pente?password=***",
            ),
            (
                "postgresql://db/pente?sslmode=require&password=s3cret&application_name=bot",
                "postgresql://db/pente?sslmode=require&password=***&application_name=bot",
            ),
            (
                "postgres://bot:s3cret@db/pente?sslpassword=s3cret&PASSWORD=s3cret",
                "postgres://bot:***@db/pente?sslpassword=***&PASSWORD=***",
            ),
            // Unescaped, the password's `@` and `/` still hide it whole.
            (
                "postgres://bot:s3/c@ret@db/pente",
                "postgres://bot:***@db/pente",
            ),
            ("postgres://db/pente", "postgres://db/pente"),
            ("pente.db", "pente.db"),
        ];
        for (url, shown) in cases {
            assert_eq!(redact_url(url), shown, "{url}");
            assert!(!redact_url(url).contains("s3"), "{url}");
        }
    }

    #[test]
    fn api_base_is_logged_without_credentials_or_parameters() {
        let cases = [
            ("http://127.0.0.1:3000/api", "http://127.0.0.1:3000/api"),
            (
                "https://user:s3cret@proxy.example:8080/api",
                "https://***@proxy.example:8080/api",
            ),
            (
                "https://s3cret@proxy.example/api",
                "https://***@proxy.example/api",
            ),
            (
                "https://proxy.example/api?key=s3cret&x=1",
                "https://proxy.example/api?***",
            ),
            (
                "https://proxy.example/api#s3cret",
                "https://proxy.example/api?***",
            ),
            ("user:s3cret@proxy.example", "***@proxy.example"),
        ];
        for (url, shown) in cases {
            assert_eq!(redact_api_base(url), shown, "{url}");
        }
    }
}
