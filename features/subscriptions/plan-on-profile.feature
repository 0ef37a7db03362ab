@api
Feature: The profile and the session say what the subscription gives
  The account type, subscription status and trial end that the profile, the
  signed-in session and signing in show come from the subscription and the
  clock, the same as the subscription status does: a trial makes a Pro
  account while it lasts, and an ended trial reads as ended even when nothing
  was written when it ended.

  Rule: A traveller on a trial has a Pro account until the trial ends

    Scenario: Ana's profile after she starts her trial
      Given Ana has signed in
      When Ana is on a trial of the monthly plan
      Then her profile shows:
        | account type        | pro   |
        | subscription status | trial |
      And her profile shows the trial end her subscription shows
      And her session shows a "pro" account with a "trial" subscription

    Scenario: Signing in again shows the trial
      Given Ana has signed in
      And Ana is on a trial of the monthly plan
      When Ana signs in
      Then her sign-in shows a "pro" account with a "trial" subscription

  Rule: When the trial ends and the first charge is declined, the account is no longer Pro

    Scenario: Ana's first charge fails at the end of her trial
      Given Ana has signed in
      And Ana has started the trial of the monthly plan
      And she has paid with the card "4000 0000 0000 0341"
      When the trial ends
      Then her profile shows:
        | account type        | registered |
        | subscription status | expired    |
      And her session shows a "registered" account with an "expired" subscription

  Rule: A cancelled trial keeps Pro until it ends, then reads as expired by the clock alone

    Scenario: Ana cancels her trial and lets it run out
      Given Ana has signed in
      And Ana is on a trial of the monthly plan
      And Ana has cancelled her subscription
      Then her profile shows:
        | account type        | pro      |
        | subscription status | canceled |
      When the trial ends
      Then her profile shows:
        | account type        | registered |
        | subscription status | expired    |

  Rule: A traveller who never subscribed is a registered traveller without a subscription

    Scenario: Ben has no subscription
      Given Ben has signed in
      Then his profile shows:
        | account type        | registered |
        | subscription status | none       |
      And his session shows a "registered" account with a "none" subscription
