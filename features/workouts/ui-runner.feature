@ui
Feature: The runner on the traveller's screen
  The runner's timer and buttons stay within reach: on a laptop they are on
  screen without scrolling, whatever the length of the workout's title, and
  the Space key starts, pauses and resumes the workout.

  Background:
    Given they chose Spanish earlier
    And their free workout "Entrenamiento de fuerza completo para la habitación del hotel con banda elástica" starts with "Flexiones inclinadas en el borde de la cama"

  Rule: On a 1280 × 800 laptop the timer and its buttons are on screen without scrolling

    Scenario: A long Spanish title leaves the buttons on screen
      Given a visitor on a screen 1280 pixels wide and 800 pixels high
      When they open "/runner" and it has drawn
      Then the runner's buttons are on screen without scrolling

  Rule: The Space key starts, pauses and resumes the workout

    Scenario: Space starts the workout and pauses it
      When they open "/runner" and it has drawn
      And they press Space
      Then the runner offers "Pausar"
      When they press Space
      Then the runner offers "Reanudar"
