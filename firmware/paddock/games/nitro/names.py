"""Nitro card and board names, and each card's text (for the screen and log).

Loaded only when words are needed: the rules and bots work on ids. Each
table is one string, its entries between "|", so it costs one object.
"""

CARD = (
    "Dune Buggy|"                                           # 0
    "Muscle Car|"                                           # 1
    "Pickup|"                                               # 2
    "Motorbike|"                                            # 3
    "War Rig|"                                              # 4
    "Dragster|"                                             # 5
    "Monster Truck|"                                        # 6
    "Interceptor|"                                          # 7
    "Turbocharger|"                                         # 8
    "Sand Tyres|"                                           # 9
    "Nitro Injector|"                                       # 10
    "Racing Fuel|"                                          # 11
    "Crawler Tracks|"                                       # 12
    "Armor Plating|"                                        # 13
    "Scope|"                                                # 14
    "Cargo Rack|"                                           # 15
    "Machine Gun|"                                          # 16
    "Shotgun|"                                              # 17
    "Harpoon|"                                              # 18
    "Rocket Launcher|"                                      # 19
    "Oil Slick|"                                            # 20
    "Flamethrower|"                                         # 21
    "Mortar|"                                               # 22
    "Sniper Rifle|"                                         # 23
    "Ambush|"                                               # 24
    "Meltdown|"                                             # 25
    "Repo Men|"                                             # 26
    "Flat Tyre|"                                            # 27
    "Mirage|"                                               # 28
    "Shortcut|"                                             # 29
    "Second Wind|"                                          # 30
    "Tailwind|"                                             # 31
    "Scavenge|"                                             # 32
    "Fuel Cache|"                                           # 33
    "Raiders|"                                              # 34
    "Sandstorm|"                                            # 35
    "Fuel Leak|"                                            # 36
    "Looters|"                                              # 37
    "Sabotage"                                              # 38
)

# What each card says, by type id (a Ride's numbers say it all).
TEXT = (
    "|"                                                     # 0
    "|"                                                     # 1
    "|"                                                     # 2
    "|"                                                     # 3
    "|"                                                     # 4
    "|"                                                     # 5
    "|"                                                     # 6
    "|"                                                     # 7
    "+1 speed on the road|"                                 # 8
    "+1 speed in the desert|"                               # 9
    "play up to 3 Nitro cards a move|"                      # 10
    "each Nitro card gives +1 more|"                        # 11
    "driving into the desert does not end your move|"       # 12
    "when a Weapon hits you, roll: 4-6 stops it|"           # 13
    "+1 range for each of your Weapons|"                    # 14
    "keep up to 8 cards at the end of your turn|"           # 15
    "hit: discards 1 random card|"                          # 16
    "hit: discards 2 random cards|"                             # 17
    "hit: you take 1 random card from them|"                # 18
    "hit: loses the Ride|"                                  # 19
    "hit: -2 speed on their next move|"                     # 20
    "hit: discards an equipped Mod|"                        # 21
    "hit: moves back 2 spaces|"                             # 22
    "hit: discards an equipped Weapon|"                     # 23
    "the leader loses the Ride|"                            # 24
    "the fastest Ride is lost, with ALL Weapons and Mods|"  # 25
    "the player with the fastest Ride loses it|"            # 26
    "the leader moves back 3 spaces|"                       # 27
    "the leader: -3 speed on the next move|"                # 28
    "the last player moves 3 spaces on|"                    # 29
    "the last player draws 3 Nitro cards|"                  # 30
    "you: +3 speed on your next move|"                      # 31
    "you draw 2 Wasteland cards|"                           # 32
    "you draw 3 Nitro cards|"                               # 33
    "every other player discards 1 random card|"            # 34
    "every player in the desert moves back 2|"              # 35
    "the leader discards all Nitro cards|"                  # 36
    "you take 2 random cards from the leader|"              # 37
    "a player of your choice discards a Weapon"             # 38
)

AIM = "any way|ahead|behind|ahead, same column"

BOARD = (
    "Highway|"
    "Sand Sea|"
    "Crossroads|"
    "Dry Lake|"
    "Switchback|"
    "Oasis|"
    "Junk Road|"
    "Canyon|"
    "Truck Stop|"
    "Badlands|"
    "Ring Road|"
    "Dune Field|"
    "Bypass|"
    "Salt Flats|"
    "Fork|"
    "Ghost Town|"
    "Detour|"
    "Mesa|"
    "Grand Junction|"
    "Wreck Field"
)

PLACE = "|Bar|Gas Station|Junkyard|Repair Shop"


def entry(table, i):
    """Entry i of a "|" table ("" past its end)."""
    a = 0
    for _ in range(i):
        a = table.find("|", a) + 1
        if a == 0:
            return ""
    b = table.find("|", a)
    return table[a:b] if b >= 0 else table[a:]


def card(t):
    return entry(CARD, t) if 0 <= t < 64 else "?"


def code(c):
    """A hand card code: a Wasteland card's name or 'Nitro n'."""
    return "Nitro %d" % (c - 64) if c >= 64 else card(c)
