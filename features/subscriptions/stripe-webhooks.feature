@api @stripe
Feature: Stripe's webhooks keep the subscription up to date
  Stripe tells the app what happened to a subscription through signed webhook
  events. They arrive late, twice, or out of order: the app takes the state
  from the subscription each event carries (the newest one wins), processes
  every event exactly once, and refuses anything not signed by Stripe in the
  last 5 minutes.

  Rule: A signed event changes the subscription

    Scenario: Stripe's webhook records the trial even when the browser never comes back
      Given Ana has signed in
      And Ana has started the trial of the monthly plan
      And Ana has paid at Stripe's checkout with the card "4242 4242 4242 4242" and closed the page
      When Stripe sends the event "checkout.session.completed"
      Then the app acknowledges the event
      And her subscription is "trial" with 3 days remaining on the monthly plan

    Scenario: Ana cancels in Stripe's portal and the webhook tells the app
      Given Ana has signed in
      And Ana is on a Stripe trial of the monthly plan paid with the card "4242 4242 4242 4242"
      When Ana cancels her subscription in Stripe's portal
      And Stripe delivers its events
      Then her subscription is "canceled" with 3 days remaining on the monthly plan

  Rule: Every event is processed exactly once, in whatever order it arrives

    Scenario: The same event delivered twice changes nothing the second time
      Given Ana has signed in
      And Ana is on a Stripe trial of the monthly plan paid with the card "4242 4242 4242 4242"
      And Ana has cancelled her subscription in Stripe's portal and Stripe has delivered its events
      When Stripe delivers its last event again
      Then the app acknowledges the event
      And her subscription record is not written again
      And her subscription is "canceled" with 3 days remaining on the monthly plan

    Scenario Outline: A cancellation and its undoing give the same result in <order> order
      Given Ana has signed in
      And Ana is on a Stripe trial of the monthly plan paid with the card "4242 4242 4242 4242"
      When Ana cancels her subscription in Stripe's portal
      And Ana resumes her subscription in Stripe's portal
      And Stripe delivers its events in <order> order
      Then her subscription is "trial" with 3 days remaining on the monthly plan

      Examples:
        | order   |
        | sent    |
        | reverse |

  Rule: Only events signed by Stripe in the last 5 minutes are accepted

    Scenario Outline: A webhook <how> is refused and changes nothing
      Given Ana has signed in
      And Ana is on a Stripe trial of the monthly plan paid with the card "4242 4242 4242 4242"
      When Ana cancels her subscription in Stripe's portal
      And someone delivers that event <how>
      Then the webhook is refused with "<message>"
      And her subscription is "trial" with 3 days remaining on the monthly plan

      Examples:
        | how                             | message                                     |
        | signed with another secret      | Invalid webhook signature                   |
        | signed more than 5 minutes ago  | Webhook timestamp is older than 300 seconds |
        | without a signature             | Missing Stripe-Signature header             |
