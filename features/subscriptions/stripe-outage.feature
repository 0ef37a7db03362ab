@api @stripe
Feature: Payments while Stripe is failing
  Stripe takes the payments. When it fails, or does not answer in time, the
  traveller is told that payment could not start and may simply try again:
  nothing is charged, no trial starts and nothing about her subscription changes
  until Stripe has confirmed it. The app tries each call to Stripe three times,
  and Stripe never does the same thing twice for it. What Stripe did without
  the app hearing back, Stripe's own events complete.
  These scenarios run against a fake of Stripe's API that fails on purpose.

  Rule: While Stripe fails, no trial starts; once Stripe is back, the same request starts it

    Scenario: Ana starts her trial while Stripe answers with errors
      Given Ana has signed in
      And Stripe answers every call with an error
      When Ana starts the trial of the monthly plan
      Then she is told "Failed to initialize payment. Please try again." as Stripe failed
      And her subscription is "none"
      When Stripe is back
      And Ana starts the trial of the monthly plan
      Then she is sent to Stripe's hosted checkout of the monthly plan
      And Stripe opened exactly one checkout for her trial

    Scenario: Ana comes back from Stripe's checkout while Stripe answers with errors
      Given Ana has signed in
      And Ana has started the trial of the annual plan
      And Ana has paid at Stripe's checkout with the card "4242 4242 4242 4242" and closed the page
      And Stripe answers every call with an error
      When Ana comes back from her checkout
      Then she is told "Failed to initialize payment. Please try again." as Stripe failed
      And her subscription is "none"
      When Stripe is back
      And Ana comes back from her checkout again
      Then her subscription is "trial" with 3 days remaining on the annual plan

    Scenario: Stripe fails twice, then answers: Ana gets one subscription, not three
      Given Ana has signed in
      And Stripe fails the first two attempts at creating a customer and a subscription
      When Ana starts a trial of the monthly plan on the paywall
      Then she is given a subscription waiting for her card
      And Stripe holds exactly one subscription for her

  Rule: A cancellation counts once Stripe has confirmed it

    Scenario: Ana cancels while Stripe answers with errors, then again once it is back
      Given Ana has signed in
      And Ana is on a Stripe trial of the monthly plan paid with the card "4242 4242 4242 4242"
      And Stripe answers every call with an error
      When Ana cancels her subscription
      Then she is told "Failed to initialize payment. Please try again." as Stripe failed
      And her subscription is "trial" with 3 days remaining on the monthly plan
      And Stripe will not end her subscription
      When Stripe is back
      And Ana cancels her subscription
      Then she is told "Your subscription has been cancelled. You keep Pro until the end of the current period."
      And Stripe will end her subscription when the trial ends

    Scenario: Stripe cancels but its answers are lost: its event completes the cancellation
      Given Ana has signed in
      And Ana is on a Stripe trial of the monthly plan paid with the card "4242 4242 4242 4242"
      And every answer of Stripe to a change of her subscription is lost on the way
      When Ana cancels her subscription
      Then she is told "Failed to initialize payment. Please try again." as Stripe failed
      And her subscription is "trial" with 3 days remaining on the monthly plan
      When Stripe sends the event "customer.subscription.updated"
      Then the app acknowledges the event
      And her subscription is "canceled" with 3 days remaining on the monthly plan
