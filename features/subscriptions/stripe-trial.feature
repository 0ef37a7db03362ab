@api @stripe
Feature: The trial and Pro plans billed by Stripe
  With Stripe keys configured, the same trial runs on Stripe: the traveller
  pays at Stripe's hosted checkout (3-day trial, card required, nothing charged
  during the trial), manages billing in Stripe's portal, and Stripe's test cards
  behave as at Stripe: 4242 4242 4242 4242 is charged when the trial ends,
  4000 0000 0000 0341 is accepted for the trial and fails at the first charge.
  These scenarios run against a fake of Stripe's API that the real Stripe SDK talks to.

  Rule: The trial starts at Stripe's hosted checkout

    Scenario: Ana starts a monthly trial at Stripe's checkout
      Given Ana has signed in
      When Ana starts the trial of the monthly plan
      Then she is sent to Stripe's hosted checkout of the monthly plan
      When she pays at Stripe's checkout with the card "4242 4242 4242 4242"
      Then her subscription is "trial" with 3 days remaining on the monthly plan
      And she is a Pro traveller

    Scenario: A checkout Ana never completed is not a trial
      Given Ana has signed in
      And Ana has started the trial of the annual plan
      When Ana comes back from her checkout without paying at Stripe
      Then she is told "Checkout session not found"
      And her subscription is "none"

    Scenario: A lost answer from Stripe still opens one checkout
      Given Ana has signed in
      And Stripe's first answer to opening a checkout is lost on the way
      When Ana starts the trial of the monthly plan
      Then she is sent to Stripe's hosted checkout of the monthly plan
      And Stripe opened exactly one checkout for her trial

  Rule: When the trial ends Stripe charges the card: a Pro subscriber, or access ends

    Scenario Outline: When the trial of a traveller paying with <card> ends at Stripe, she is <status>
      Given Ana has signed in
      And Ana is on a Stripe trial of the monthly plan paid with the card "<card>"
      When the trial ends
      Then her subscription is "<status>"

      Examples:
        | card                | status  |
        | 4242 4242 4242 4242 | active  |
        | 4000 0000 0000 0341 | expired |

  Rule: Cancelling at Stripe keeps access until the trial ends, and can be undone

    Scenario: Ana cancels her Stripe trial and then resumes it
      Given Ana has signed in
      And Ana is on a Stripe trial of the monthly plan paid with the card "4242 4242 4242 4242"
      When Ana cancels her subscription
      Then she is told "Your subscription has been cancelled. You keep Pro until the end of the current period."
      And her subscription is "canceled" with 3 days remaining on the monthly plan
      And Stripe will end her subscription when the trial ends
      When Ana resumes her subscription
      Then her subscription is "trial" with 3 days remaining on the monthly plan
      And Stripe will not end her subscription

  Rule: Cards are shown masked, and billing is managed in Stripe's portal

    Scenario: Ana sees the card she paid with at Stripe, masked
      Given Ana has signed in
      And Ana is on a Stripe trial of the monthly plan paid with the card "4242 4242 4242 4242"
      When Ana looks at her cards on file
      Then she sees one visa card ending in 4242 with its expiry date
      And the full card number appears nowhere in the answer

    Scenario: A subscriber opens Stripe's billing portal
      Given Ana has signed in
      And Ana is on a Stripe trial of the monthly plan paid with the card "4242 4242 4242 4242"
      When Ana opens the billing portal
      Then she is given the address of Stripe's billing portal
