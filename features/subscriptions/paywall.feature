@api
Feature: Starting the trial on the paywall
  On the paywall's card tab a signed-in traveller chooses a plan and types her
  card in the page itself: the app creates her 3-day trial waiting for the
  card, the card is confirmed, and then the trial is activated. Nothing is Pro
  before that, and the client names a plan, never a price. Without Stripe keys
  the card is confirmed on the app's own test checkout, with Stripe's test
  cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined,
  4000 0000 0000 0341 is accepted for the trial and fails at the first charge.

  Rule: A card that works activates the trial

    Scenario Outline: Ana starts a <plan> trial on the paywall
      Given Ana has signed in
      When Ana starts a trial of the <plan> plan on the paywall
      Then she is given a subscription waiting for her card
      And her subscription is "none"
      When she pays with the card "4242 4242 4242 4242"
      And she activates her subscription
      Then she is told "Your free trial has started!"
      And her subscription is "trial" with 3 days remaining on the <plan> plan
      And she is a Pro traveller

      Examples:
        | plan    |
        | monthly |
        | annual  |

    Scenario: Activating twice keeps one trial
      Given Ana has signed in
      And Ana has started a trial of the monthly plan on the paywall
      And she has paid with the card "4242 4242 4242 4242"
      When she activates her subscription
      And she activates her subscription
      Then she is told "Your free trial has started!"
      And her subscription is "trial" with 3 days remaining on the monthly plan

    Scenario: A card that fails at the first charge ends access with the trial
      Given Ana has signed in
      And Ana has started a trial of the monthly plan on the paywall
      And she has paid with the card "4000 0000 0000 0341"
      When she activates her subscription
      Then her subscription is "trial" with 3 days remaining on the monthly plan
      When the trial ends
      Then her subscription is "expired"

  Rule: A declined card starts nothing and charges nothing

    Scenario: Ana's card is declined
      Given Ana has signed in
      And Ana has started a trial of the monthly plan on the paywall
      When she pays with the card "4000 0000 0000 0002"
      Then she is told "Your card was declined."
      When she activates her subscription
      Then she is told "Failed to activate subscription"
      And her subscription is "none"
      And she has no card on file

  Rule: Only the traveller's own subscription, once its card is confirmed, is ever activated

    Scenario: A made-up subscription is not a trial
      Given Ana has signed in
      When Ana activates a subscription "lsub_made_up_123" she never created
      Then she is told "Failed to activate subscription"
      And her subscription is "none"

    Scenario: Nobody else can activate Ana's subscription
      Given Ana has signed in
      And Ben has signed in
      And Ana has started a trial of the monthly plan on the paywall
      And she has paid with the card "4242 4242 4242 4242"
      When Ben activates Ana's subscription
      Then he is told "Failed to activate subscription"
      And Ben's subscription is "none"

  Rule: The trial needs a signed-in traveller without a subscription, and payments switched on

    Scenario: A traveller without an account is asked to sign in first
      Given Carla uses the app on a new device
      When Carla starts a trial of the monthly plan on the paywall
      Then she is asked to sign in
      When Carla activates a subscription "lsub_made_up_123" she never created
      Then she is asked to sign in

    Scenario: A traveller on a trial cannot start a second one
      Given Ana has signed in
      And Ana is on a trial of the monthly plan
      When Ana starts a trial of the annual plan on the paywall
      Then she is told "You already have a subscription"

    @billing-off
    Scenario: With payments switched off, no trial starts
      Given payments are switched off
      And Ana has signed in
      When Ana starts a trial of the monthly plan on the paywall
      Then she is told "Payment system unavailable"
      When she activates a subscription "lsub_made_up_123" she never created
      Then she is told "Payment system unavailable"
