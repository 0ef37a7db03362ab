@api
Feature: The 3-day trial and the Pro plans
  A signed-in traveller chooses the monthly or the annual plan and starts a
  3-day trial through checkout: a card is required, nothing is charged during
  the trial, the first charge comes when it ends. Trial and Pro travellers have
  unlimited workouts, analytics and 4-week plans. Without Stripe keys the app
  uses its own test checkout, which follows Stripe's test cards: 4242 4242 4242
  4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 0341 is
  accepted for the trial and fails at the first charge.

  Rule: Every page shows the same two plans, each with a 3-day trial

    Scenario: A visitor reads the plans
      When a visitor looks at the plans
      Then the monthly plan costs $7.99 a month with a 3-day trial
      And the annual plan costs $59.90 a year with a 3-day trial
      And the annual plan is the best value, saving $35.98 a year

  Rule: A signed-in traveller starts the trial of a plan through checkout

    Scenario Outline: Ana starts a <plan> trial with a card that works
      Given Ana has signed in
      When Ana starts the trial of the <plan> plan
      Then she is sent to the test checkout of the <plan> plan
      When she pays with the card "4242 4242 4242 4242"
      Then she is sent back to the app with her trial started
      And her subscription is "trial" with 3 days remaining on the <plan> plan
      And she is a Pro traveller

      Examples:
        | plan    |
        | monthly |
        | annual  |

    Scenario: A declined card starts nothing and charges nothing
      Given Ana has signed in
      And Ana has started the trial of the monthly plan
      When she pays with the card "4000 0000 0000 0002"
      Then she is told "Your card was declined."
      And her subscription is "none"
      And she has no card on file

    Scenario: A mistyped card number is refused before anything happens
      Given Ana has signed in
      And Ana has started the trial of the monthly plan
      When she pays with the card "4242 4242 4242 4241"
      Then she is told "Your card details are incomplete or invalid."
      And her subscription is "none"

    Scenario: Leaving the checkout goes back with the trial not started
      Given Ana has signed in
      And Ana has started the trial of the monthly plan
      When she leaves the checkout without paying
      Then she is sent back to the app with her trial cancelled
      And her subscription is "none"

    Scenario: A traveller without an account is asked to sign in first
      Given Carla uses the app on a new device
      When Carla starts the trial of the monthly plan
      Then she is asked to sign in

    Scenario: A traveller on a trial cannot start a second one
      Given Ana has signed in
      And Ana is on a trial of the monthly plan
      When Ana starts the trial of the annual plan
      Then she is told "You already have a subscription"

  Rule: Only a checkout the traveller completed changes anything on the return

    Scenario: A made-up checkout is not a trial
      Given Ana has signed in
      When Ana comes back from a checkout "cs_made_up_123" she never opened
      Then she is told "Checkout session not found"
      And her subscription is "none"

    Scenario: Nobody else can pay or claim Ana's checkout
      Given Ana has signed in
      And Ben has signed in
      And Ana has started the trial of the monthly plan
      When Ben pays Ana's checkout with the card "4242 4242 4242 4242"
      Then he is told "Checkout session not found"
      When Ana pays with the card "4242 4242 4242 4242"
      And Ben comes back from Ana's checkout
      Then he is told "Checkout session not found"
      And Ben's subscription is "none"

    Scenario: Coming back twice from one checkout keeps one trial
      Given Ana has signed in
      And Ana is on a trial of the monthly plan
      When Ana comes back from her checkout again
      Then her subscription is "trial" with 3 days remaining on the monthly plan

  Rule: The trial ends by itself: the first charge makes a Pro subscriber, a failed one ends access

    Scenario: The days left count down
      Given Ana has signed in
      And Ana is on a trial of the monthly plan
      When 2 days pass
      Then her subscription is "trial" with 1 day remaining on the monthly plan

    Scenario Outline: When the trial of a traveller paying with <card> ends, she is <status>
      Given Ana has signed in
      And Ana has started the trial of the monthly plan
      And she has paid with the card "<card>"
      When the trial ends
      Then her subscription is "<status>"

      Examples:
        | card                | status  |
        | 4242 4242 4242 4242 | active  |
        | 4000 0000 0000 0341 | expired |

  Rule: A cancelled subscription keeps access until the trial or the period ends

    Scenario: Ana cancels during her trial and keeps Pro until it ends
      Given Ana has signed in
      And Ana is on a trial of the monthly plan
      When Ana cancels her subscription
      Then she is told "Your subscription has been cancelled. You keep Pro until the end of the current period."
      And her subscription is "canceled" with 3 days remaining on the monthly plan
      And she is a Pro traveller
      When the trial ends
      Then her subscription is "expired"
      And she is not a Pro traveller

    Scenario: A paying subscriber who cancels keeps Pro to the end of the month she paid for
      Given Ana has signed in
      And Ana is on a trial of the monthly plan
      And the trial has ended
      When Ana cancels her subscription
      Then her subscription is "canceled"
      When 31 days pass
      And Ana signs in
      Then her subscription is "expired"

    Scenario: Changing her mind before the trial ends
      Given Ana has signed in
      And Ana is on a trial of the monthly plan
      And Ana has cancelled her subscription
      When Ana resumes her subscription
      Then her subscription is "trial" with 3 days remaining on the monthly plan
      When the trial ends
      Then her subscription is "active"

    Scenario: There is nothing to cancel without a subscription
      Given Ana has signed in
      When Ana cancels her subscription
      Then she is told "No subscription found"

  Rule: Cards on file are shown masked, and billing is managed in the portal

    Scenario: Ana sees the card she paid with, masked
      Given Ana has signed in
      And Ana is on a trial of the monthly plan
      When Ana looks at her cards on file
      Then she sees one visa card ending in 4242 with its expiry date
      And the full card number appears nowhere in the answer

    Scenario: A subscriber opens the billing portal
      Given Ana has signed in
      And Ana is on a trial of the monthly plan
      When Ana opens the billing portal
      Then she is given the address of the billing portal

    Scenario: Billing calls need a signed-in traveller
      Given Carla uses the app on a new device
      When Carla looks at her subscription
      Then she is asked to sign in
      When Carla comes back from a checkout "cs_made_up_123" she never opened
      Then she is asked to sign in
      When Carla cancels her subscription
      Then she is asked to sign in
      When Carla resumes her subscription
      Then she is asked to sign in
      When Carla looks at her cards on file
      Then she is asked to sign in
      When Carla opens the billing portal
      Then she is asked to sign in
