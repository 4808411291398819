//! `invokation serve`: the web board and game server (crates/invokation-server).

use crate::Fail;
use invokation_server::{Limits, ServerConfig};
use std::net::{IpAddr, SocketAddr};

/// Arguments of `serve`.
#[derive(clap::Args)]
pub struct Args {
    /// Port to listen on (0: any free port).
    #[arg(long, default_value_t = 8080)]
    port: u16,
    /// Address to listen on (0.0.0.0 to accept other machines).
    #[arg(long, default_value = "127.0.0.1")]
    bind: String,
    /// Most WebSocket connections from one address.
    #[arg(long, default_value_t = Limits::default().max_connections_per_addr)]
    max_connections_per_addr: usize,
    /// Most rooms at once.
    #[arg(long, default_value_t = Limits::default().max_rooms)]
    max_rooms: usize,
}

pub fn run(args: Args) -> Result<(), Fail> {
    let ip: IpAddr = args
        .bind
        .parse()
        .map_err(|_| Fail(format!("--bind {:?} is not an IP address", args.bind)))?;
    let limits = Limits {
        max_connections_per_addr: args.max_connections_per_addr,
        max_rooms: args.max_rooms,
        ..Limits::default()
    };
    invokation_server::run(ServerConfig {
        addr: SocketAddr::new(ip, args.port),
        limits,
    })
    .map_err(|e| Fail(format!("cannot serve on {}:{}: {e}", args.bind, args.port)))
}
