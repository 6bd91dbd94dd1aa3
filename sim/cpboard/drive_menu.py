"""The driver's menu side (title, main menu, setup), loaded by the menu's
program only, so a race's heap never holds it."""

from drive import HARD, PLAN, ST, clock, end, lap, press, row_to, sample


def step(top, k):
    if k == "TitleScreen":
        sample("title")
        press("A")
    elif k == "MainMenu":
        sample("menu_after" if ST["finished"] or ST.get("quit") else "menu")
        if ST["finished"] or ST.get("quit"):
            end(0)
        if ST["cut"] and not ST["resumed"]:
            ST["resumed"] = 1
            row_to(top.menu, "Continue")
            press("A")
        else:
            row_to(top.menu, PLAN["title"])
            t = clock()
            press("A")
            lap("setup", t)
    else:
        setup(top)


def setup(scr):
    sample("setup")
    if scr.menu.shown[0]:
        row_to(scr.menu, "Players")
        while scr.players < scr.hi:
            press("RIGHT")
    for i in range(1, scr.players):
        if scr.seats[i] != HARD:
            row_to(scr.menu, "%d " % (i + 1))
            while scr.seats[i] != HARD:
                press("RIGHT")
    row_to(scr.menu, "Start")
    ST["loading"] = 1
    import drive
    drive.T0 = clock()
    press("A")


