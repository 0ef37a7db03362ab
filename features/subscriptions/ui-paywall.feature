@ui
Feature: The paywall in the browser
  The paywall shows the two plans and two ways to pay: by card, where the
  3-day trial starts in the page itself, and PayPal, which is coming soon.
  Without Stripe keys the card tab is the app's own card form, labelled as a
  test checkout: 4242 4242 4242 4242 succeeds. With Stripe keys it is Stripe's
  Payment Element, and Stripe.js is loaded on this page only.

  Rule: Starting the trial needs an account

    Scenario: Carla, not signed in, is asked to sign in first
      When Carla opens "/paywall"
      And Carla starts the free trial on the paywall without an account
      Then Carla is told "Please sign in to start your trial" in a message
      And Carla is on "/auth"

  Rule: A card that works starts the trial and brings the traveller back to the app

    Scenario: Ana starts her monthly trial with her card on the paywall
      Given Ana has signed in on this browser
      When Ana opens "/paywall"
      And Ana chooses the monthly plan on the paywall
      Then Ana reads "This is a test checkout: no real payment is taken and no real card is charged." on the page
      When Ana pays on the page with the card "4242 4242 4242 4242"
      Then Ana is on "/app"
      And Ana reads "Your free trial has started!" on the page
      And Ana sees the trial badge with 3 days left
      And her subscription is "trial" with 3 days remaining on the monthly plan

  Rule: With Stripe keys the card is typed in Stripe's own payment form, which only the paywall loads
    These scenarios bill on a fake of Stripe's API; Stripe.js, out of reach
    offline, is served by a test stand-in that draws one card number field in
    place of Stripe's Payment Element and confirms the card with Stripe's API.

    @stripe
    Scenario: Ana starts her monthly trial with her card in Stripe's payment form
      Given Stripe.js is served by its test stand-in
      And Ana has signed in on this browser
      When Ana opens "/app"
      And Ana opens "/paywall"
      And Ana chooses the monthly plan on the paywall
      And Ana pays in Stripe's payment form with the card "4242 4242 4242 4242"
      Then Ana is on "/app"
      And Ana reads "Your free trial has started!" on the page
      And Ana sees the trial badge with 3 days left
      And her subscription is "trial" with 3 days remaining on the monthly plan
      And Stripe.js was loaded on the paywall only

    @stripe
    Scenario: Ana's card is declined in Stripe's payment form, then she uses another
      Given Stripe.js is served by its test stand-in
      And Ana has signed in on this browser
      When Ana opens "/paywall"
      And Ana pays in Stripe's payment form with the card "4000 0000 0000 0002"
      Then Ana reads "Your card was declined." on the page
      And Ana reads "Nothing was charged." on the page
      And her subscription is "none"
      When Ana pays in Stripe's payment form with the card "4242 4242 4242 4242"
      Then Ana is on "/app"
      And her subscription is "trial" with 3 days remaining on the annual plan

  Rule: PayPal is coming soon

    Scenario: Ana opens the PayPal tab
      Given Ana has signed in on this browser
      When Ana opens "/paywall"
      And Ana opens the PayPal tab
      Then Ana is told "PayPal is coming soon" in a message
      And Ana reads "PayPal is coming soon. For now, please start your trial with a card." on the page

  Rule: With payments switched off the paywall says so instead of offering plans

    @billing-off
    Scenario: Ana opens the paywall while payments are switched off
      Given Ana has signed in on this browser
      When Ana opens "/paywall"
      Then Ana reads "Payments are unavailable right now. Please try again later." on the page
