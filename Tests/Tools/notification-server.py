#!/usr/bin/python3
"""A desktop's notification server, for the end-to-end tests of a schedule's "output": "notify".

Owns org.freedesktop.Notifications on the session bus named by DBUS_SESSION_BUS_ADDRESS, answers the calls
notify-send makes as a desktop's server does, and appends each notification as a JSON line
{"app", "summary", "body"} to the file named by its one argument. Prints "ready" once it owns the name.
Needs python3-jeepney (.ci/run installs it).
"""
import json
import sys

from jeepney import HeaderFields, MessageType, new_error, new_method_return
from jeepney.bus_messages import message_bus
from jeepney.io.blocking import open_dbus_connection


def main() -> None:
    log = sys.argv[1]
    connection = open_dbus_connection(bus="SESSION")
    connection.send_and_get_reply(message_bus.RequestName("org.freedesktop.Notifications"))
    print("ready", flush=True)
    next_id = 1
    while True:
        message = connection.receive()
        if message.header.message_type != MessageType.method_call:
            continue
        member = message.header.fields.get(HeaderFields.member)
        if member == "Notify":
            app, _replaces, _icon, summary, body = message.body[:5]
            with open(log, "a", encoding="utf-8") as out:
                out.write(json.dumps({"app": app, "summary": summary, "body": body}, ensure_ascii=False) + "\n")
            connection.send(new_method_return(message, "u", (next_id,)))
            next_id += 1
        elif member == "GetServerInformation":
            connection.send(new_method_return(message, "ssss", ("kkeulmit-tests", "kkeulmit", "1", "1.2")))
        elif member == "GetCapabilities":
            connection.send(new_method_return(message, "as", (["body"],)))
        else:
            connection.send(new_error(message, "org.freedesktop.DBus.Error.UnknownMethod"))


if __name__ == "__main__":
    main()
