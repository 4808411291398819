//! The page's files, built into the binary: plain JavaScript modules, a style sheet and the
//! card texts, served as they are (no build step; see ARCHITECTURE.md).

/// One embedded file.
pub struct Asset {
    /// Its path under the site root ("/app.js").
    pub path: &'static str,
    /// Its content type.
    pub mime: &'static str,
    /// Its bytes.
    pub body: &'static [u8],
}

macro_rules! assets {
    ($(($path:literal, $mime:literal)),* $(,)?) => {
        /// Every embedded file.
        pub const ASSETS: &[Asset] = &[
            $(Asset {
                path: concat!("/", $path),
                mime: $mime,
                body: include_bytes!(concat!("../assets/", $path)),
            }),*
        ];
    };
}

assets![
    ("index.html", "text/html; charset=utf-8"),
    ("style.css", "text/css; charset=utf-8"),
    ("texts.json", "application/json"),
    ("js/app.js", "text/javascript; charset=utf-8"),
    ("js/net.js", "text/javascript; charset=utf-8"),
    ("js/ui.js", "text/javascript; charset=utf-8"),
    ("js/lobby.js", "text/javascript; charset=utf-8"),
    ("js/board.js", "text/javascript; charset=utf-8"),
    ("js/replay.js", "text/javascript; charset=utf-8"),
    ("js/decks.js", "text/javascript; charset=utf-8"),
];

/// The file at `path` ("/" is the page).
pub fn find(path: &str) -> Option<&'static Asset> {
    let path = if path == "/" { "/index.html" } else { path };
    ASSETS.iter().find(|a| a.path == path)
}
