<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AbandonGuard</name>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) is not counted in your statistics: the Demo played in it.</source>
        <translation>
            <numerusform>The game in progress (%n move) is not counted in your statistics: the Demo played in it.</numerusform>
            <numerusform>The game in progress (%n moves) is not counted in your statistics: the Demo played in it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game in progress (%n move(s)) then counts as lost.</source>
        <translation>
            <numerusform>The game in progress (%n move) then counts as lost.</numerusform>
            <numerusform>The game in progress (%n moves) then counts as lost.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message numerus="yes">
        <source>Stock, %n left; turned card: {card}</source>
        <translation>
            <numerusform>Stock, %n left; turned card: {card}</numerusform>
            <numerusform>Stock, %n left; turned card: {card}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waste pile {number}, %n card(s), top {card}</source>
        <translation>
            <numerusform>Waste pile {number}, %n card, top {card}</numerusform>
            <numerusform>Waste pile {number}, %n cards, top {card}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waste pile {number}, %n card(s) from the top: {cards}.</source>
        <translation>
            <numerusform>Waste pile {number}, %n card from the top: {cards}.</numerusform>
            <numerusform>Waste pile {number}, %n cards from the top: {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Blocked: the stock is used up and no waste-pile top fits a foundation; %n card(s) left</source>
        <translation>
            <numerusform>Blocked: the stock is used up and no waste-pile top fits a foundation; %n card left</numerusform>
            <numerusform>Blocked: the stock is used up and no waste-pile top fits a foundation; %n cards left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChartWords</name>
    <message numerus="yes">
        <source>The last %n game(s): {won} won, {lost} lost, {percent} won.</source>
        <translation>
            <numerusform>The last %n game: {won} won, {lost} lost, {percent} won.</numerusform>
            <numerusform>The last %n games: {won} won, {lost} lost, {percent} won.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FinishAction</name>
    <message numerus="yes">
        <source>Finish plays the rest once the stock is used up; %n card(s) still to come.</source>
        <translation>
            <numerusform>Finish plays the rest once the stock is used up; %n card still to come.</numerusform>
            <numerusform>Finish plays the rest once the stock is used up; %n cards still to come.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>This game has %n waste pile(s).</source>
        <translation>
            <numerusform>This game has %n waste pile.</numerusform>
            <numerusform>This game has %n waste piles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;You won!&lt;/b&gt; All 52 cards are on the foundations in %n move(s).</source>
        <translation>
            <numerusform>&lt;b&gt;You won!&lt;/b&gt; All 52 cards are on the foundations in %n move.</numerusform>
            <numerusform>&lt;b&gt;You won!&lt;/b&gt; All 52 cards are on the foundations in %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Blocked.&lt;/b&gt; The stock is used up and no waste-pile top fits a foundation (%n card(s) left).</source>
        <translation>
            <numerusform>&lt;b&gt;Blocked.&lt;/b&gt; The stock is used up and no waste-pile top fits a foundation (%n card left).</numerusform>
            <numerusform>&lt;b&gt;Blocked.&lt;/b&gt; The stock is used up and no waste-pile top fits a foundation (%n cards left).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message numerus="yes">
        <source>The winning line: %n move(s). Press Play, or Next to step through it.</source>
        <translation>
            <numerusform>The winning line: %n move. Press Play, or Next to step through it.</numerusform>
            <numerusform>The winning line: %n moves. Press Play, or Next to step through it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <source>{variant}: %n played, none won yet.</source>
        <translation>
            <numerusform>{variant}: %n played, none won yet.</numerusform>
            <numerusform>{variant}: %n played, none won yet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), every win without undo or hint.</source>
        <translation>
            <numerusform>{variant}: %n played, {won} won ({percent}), every win without undo or hint.</numerusform>
            <numerusform>{variant}: %n played, {won} won ({percent}), every win without undo or hint.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), each with undo or a hint.</source>
        <translation>
            <numerusform>{variant}: %n played, {won} won ({percent}), each with undo or a hint.</numerusform>
            <numerusform>{variant}: %n played, {won} won ({percent}), each with undo or a hint.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}: %n played, {won} won ({percent}), {clean} of them without undo or hint.</source>
        <translation>
            <numerusform>{variant}: %n played, {won} won ({percent}), {clean} of them without undo or hint.</numerusform>
            <numerusform>{variant}: %n played, {won} won ({percent}), {clean} of them without undo or hint.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message numerus="yes">
        <source>Forget all %n game(s) of {variant}? This cannot be undone.</source>
        <translation>
            <numerusform>Forget %n game of {variant}? This cannot be undone.</numerusform>
            <numerusform>Forget all %n games of {variant}? This cannot be undone.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n left</numerusform>
            <numerusform>%n left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) still to place, the turned card included; no redeal</source>
        <translation>
            <numerusform>%n card still to place, the turned card included; no redeal</numerusform>
            <numerusform>%n cards still to place, the turned card included; no redeal</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinChart</name>
    <message numerus="yes">
        <source>Win percentage over the last %n game(s)</source>
        <translation>
            <numerusform>Win percentage over %n game</numerusform>
            <numerusform>Win percentage over the last %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win % over the last %n game(s)</source>
        <translation>
            <numerusform>Win % over %n game</numerusform>
            <numerusform>Win % over the last %n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message numerus="yes">
        <source>%n deal(s) tried…</source>
        <translation>
            <numerusform>%n deal tried…</numerusform>
            <numerusform>%n deals tried…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffling until the solver proves a deal winnable… %n deal(s) tried so far</source>
        <translation>
            <numerusform>Shuffling until the solver proves a deal winnable… %n deal tried so far</numerusform>
            <numerusform>Shuffling until the solver proves a deal winnable… %n deals tried so far</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A winnable deal (found after %n deal(s)).</source>
        <translation>
            <numerusform>A winnable deal (found after %n deal).</numerusform>
            <numerusform>A winnable deal (found after %n deals).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No deal was proved winnable in %n tries; this one is dealt anyway (it may not be winnable).</source>
        <translation>
            <numerusform>No deal was proved winnable in %n try; this one is dealt anyway (it may not be winnable).</numerusform>
            <numerusform>No deal was proved winnable in %n tries; this one is dealt anyway (it may not be winnable).</numerusform>
        </translation>
    </message>
</context>
</TS>
