//! Compiles every language's Fluent files into the binary: each folder of
//! `locales/` is a language, each `.ftl` file in it a part of what the bot
//! says. Adding a file (or a language's folder) needs no code: this lists them.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=locales");
    // Checkouts in other folders that share one target folder share this
    // script's output too (cargo hashes the package by its relative path):
    // run again when cargo runs from another folder, or the other
    // checkout's words would be compiled in.
    println!("cargo:rerun-if-env-changed=PWD");
    // Read when the script runs, not when it is compiled: checkouts sharing
    // a target folder share the compiled script too.
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest).join("locales");
    let mut languages: Vec<_> = std::fs::read_dir(&root)
        .expect("locales/ is readable")
        .filter_map(Result::ok)
        .filter(|e| e.path().is_dir())
        .collect();
    languages.sort_by_key(|e| e.file_name());
    let mut out = String::from("/// Every folder of `locales/` and its `.ftl` files, by name.\n");
    out.push_str("pub static LOCALE_FILES: &[(&str, &[(&str, &str)])] = &[\n");
    for language in languages {
        let code = language.file_name().to_string_lossy().into_owned();
        let mut files: Vec<_> = std::fs::read_dir(language.path())
            .expect("a language's folder is readable")
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        writeln!(out, "    ({code:?}, &[").unwrap();
        for file in files {
            println!("cargo:rerun-if-changed={}", file.display());
            let name = file.file_name().unwrap().to_string_lossy().into_owned();
            writeln!(
                out,
                "        ({name:?}, include_str!({:?})),",
                file.display()
            )
            .unwrap();
        }
        out.push_str("    ]),\n");
    }
    out.push_str("];\n");
    let target = Path::new(&std::env::var("OUT_DIR").unwrap()).join("locale_files.rs");
    std::fs::write(target, out).expect("OUT_DIR is writable");
}
