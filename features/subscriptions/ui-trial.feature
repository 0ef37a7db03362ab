@ui
Feature: Starting the trial in the browser
  A signed-in traveller chooses a plan on the subscribe screen, pays in the
  app's own test checkout (labelled as a test: no real money moves) and comes
  back to the app with her 3-day trial started. Stripe's test cards decide:
  4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.

  Rule: A card that works starts the trial and brings the traveller back to the app

    Scenario: Ana registers, chooses the monthly plan and starts her trial
      When Ana opens "/register"
      And Ana fills in the registration form and creates her account
      And Ana is on "/profile"
      And Ana opens "/subscribe"
      And Ana chooses the monthly plan on the page
      Then Ana is in the test checkout of the monthly plan
      When Ana pays on the page with the card "4242 4242 4242 4242"
      Then Ana is on "/app"
      And Ana reads "Your free trial has started!" on the page
      And Ana sees the trial badge with 3 days left

  Rule: A declined card is refused beside the form and nothing is charged

    Scenario: Ana's card is declined
      Given Ana has signed in on this browser
      When Ana opens "/subscribe"
      And Ana chooses the monthly plan on the page
      And Ana pays on the page with the card "4000 0000 0000 0002"
      Then Ana reads "Your card was declined." on the page
      And Ana reads "Nothing was charged." on the page
      And Ana is still in the test checkout
      And Ana's subscription is "none"
      And Ana has no card on file
