"""Zoom Zoom Vroom's rules in short pages, for the pause menu's Rules.

Loaded only when the pages are asked for.
"""

HELP = (
    "Race to 2 laps. A round is 6 tricks; each player plays one card a "
    "trick. The best final number wins the trick.",
    "Final number = card + gas you spend + your speed. You may not play a "
    "suit already face up in the trick (greyed; the log says why).",
    "Tune Up: play any card face down instead. It cannot win, but after "
    "the trick the Tune Ups share the gas in the middle.",
    "Gas: 5 each at the start, never more than 5. Gas spent on cards goes "
    "to the middle after the trick. Gas that will not split evenly leaves "
    "the game.",
    "The 1 turns every 4 and 5 in the trick into 0 (gas and speed still "
    "count). The 2 gains one gas from the middle, which you may spend.",
    "Tricks 1-5: the winner moves up the speed track and leads next. "
    "Trick 6: the winner takes a lap token and leads the next round. "
    "Speed goes back to Start each round; gas stays.",
    "Ties go to the earlier card. If everyone tunes up, nobody gains and "
    "the same player leads (trick 6: no lap).",
    "Screen: a column a player (chip = seat number, white bar = lead, "
    "flag = lap done, +N = speed). Below each card: card+gas+speed. "
    "Yellow pips: gas. The dots: the speed track. A dashed frame: the "
    "player to move; a solid one: the trick's winner.",
    "Keys: LEFT/RIGHT pick a card, A plays it face up, B twice tunes up. "
    "Gas: LEFT/RIGHT, A spends. A hurries the bots. SELECT: a hint.",
    "Variants. Original Speed: +1 per trick won, no track. Larger Hands: "
    "7 cards, one kept into the next round.",
    "New 0 suit: a 0 gains one removed gas, or +1 speed for the round. "
    "0/5 card (once a game, after the hand): as 0 gain 2 removed gas, as "
    "5 (needs a lap) gain 1; then discard a card.",
)
