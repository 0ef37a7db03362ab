@ui
Feature: Cancelling the trial from the reminder e-mail, in the browser
  The reminder's link opens a page with one button. Opening the page changes
  nothing (mail scanners open links too); the button cancels the trial, and the
  page says that Pro remains until the trial ends and nothing will be charged.

  Rule: One button cancels the trial, and Pro remains until it ends

    Scenario: Ana cancels her trial on her phone from the link in the reminder
      Given Ana has signed in
      And Ana is on a trial of the monthly plan
      And 2 days pass
      And Ana is on a phone
      When Ana opens the cancel link of the reminder
      Then Ana reads "Cancel your TravelFit Pro trial now and nothing will be charged. You keep Pro until the trial ends." on the page
      And her subscription is "trial" with 1 day remaining on the monthly plan
      When Ana cancels her trial on the cancel page
      Then Ana reads "Your trial is cancelled" on the page
      And the page does not scroll sideways
      And her subscription is "canceled" with 1 day remaining on the monthly plan

  Rule: The cancel page fits a phone's width, in either language

    Scenario Outline: A visitor opens the cancel page in <language> on a phone <width> pixels wide
      Given a visitor on a phone <width> pixels wide
      And they chose <language> earlier
      When they open "/billing/cancel-trial?token=made-up-token" and it has drawn
      Then the page does not scroll sideways

      Examples:
        | language | width |
        | English  | 320   |
        | English  | 375   |
        | Spanish  | 320   |
        | Spanish  | 375   |
