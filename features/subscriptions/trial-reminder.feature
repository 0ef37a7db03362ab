@api
Feature: The reminder before a trial ends
  No surprise charges: 24 hours before a trial ends, the traveller gets one
  e-mail, in the language they started the trial in, that says what will be
  charged and when, with a link that cancels the trial in one click, without
  signing in. A trial cancelled this way keeps Pro until it ends, and nothing
  is charged.

  The reminders due are sent every minute; in these scenarios a traveller's
  inbox is read after the next minute's sending, as a traveller waits for the
  e-mail.

  Rule: The reminder arrives 24 hours before the trial ends, with the amount and the date of the first charge

    Scenario Outline: Ana, who started her <plan> trial in <language>, is reminded a day before it ends
      Given Ana has signed in
      And Ana is on a trial of the <plan> plan, started in <language>
      When 2 days pass
      Then Ana has received one e-mail "<subject>"
      And the e-mail tells Ana that "<amount>" will be charged on the day the trial ends
      And the e-mail has a link that cancels Ana's trial in one click

      Examples:
        | plan    | language | subject                                   | amount    |
        | monthly | English  | Your TravelFit Pro trial ends tomorrow    | $7.99     |
        | annual  | Spanish  | Tu prueba de TravelFit Pro termina mañana | 59,90 US$ |

    Scenario: Nothing is sent earlier than 24 hours before the end
      Given Ana has signed in
      And Ana is on a trial of the monthly plan
      When 47 hours pass
      Then Ana has received no e-mail
      When 1 hour passes
      Then Ana has received one e-mail "Your TravelFit Pro trial ends tomorrow"

  Rule: One reminder per trial, however often and by however many processes the reminders are sent

    Scenario: Sending the reminders again, or twice at once, sends nothing more
      Given Ana has signed in
      And Ana is on a trial of the monthly plan
      When 2 days pass
      And the reminders due are sent twice at the same moment
      And 1 hour passes
      And the reminders due are sent
      Then Ana has received one e-mail "Your TravelFit Pro trial ends tomorrow"

  Rule: Only a trial that will turn into a charge is reminded

    Scenario: A trial cancelled before the reminder gets none
      Given Ana has signed in
      And Ana is on a trial of the monthly plan
      And Ana has cancelled her subscription
      When 2 days pass
      Then Ana has received no e-mail

    Scenario: A subscriber whose trial has ended gets none
      Given Ana has signed in
      And Ana is on a trial of the monthly plan
      And the trial has ended
      When 1 hour passes
      Then her subscription is "active"
      And Ana has received no e-mail

  Rule: The link in the reminder cancels that trial, once, until it ends; Pro remains until then

    Scenario: Ana cancels her trial from the reminder
      Given Ana has signed in
      And Ana is on a trial of the monthly plan
      And 2 days pass
      When Ana follows the cancel link in the reminder
      Then she is told "Your trial has been cancelled. You keep Pro until the trial ends, and nothing will be charged."
      And she is told Pro remains until the trial ends
      And her subscription is "canceled" with 1 day remaining on the monthly plan
      And she is a Pro traveller
      When the trial ends
      Then her subscription is "expired"
      And she is not a Pro traveller

    Scenario: A link that was used already is refused
      Given Ana has signed in
      And Ana is on a trial of the monthly plan
      And 2 days pass
      And Ana has followed the cancel link in the reminder
      And 1 hour passes
      And Ana has resumed her subscription
      When Ana follows the cancel link in the reminder
      Then she is told "This cancel link is invalid or has expired."
      And her subscription is "trial" with 1 day remaining on the monthly plan

    Scenario: A link is refused once the trial has ended, and the subscription goes on
      Given Ana has signed in
      And Ana is on a trial of the monthly plan
      And 2 days pass
      And Ana has received the reminder
      When the trial ends
      And Ana follows the cancel link in the reminder
      Then she is told "This cancel link is invalid or has expired."
      And her subscription is "active"

    Scenario: A made-up link cancels nothing
      Given Ana has signed in
      And Ana is on a trial of the monthly plan
      And 2 days pass
      And Ana has received the reminder
      When someone follows a cancel link with the made-up token "made-up-token-123"
      Then they are told "This cancel link is invalid or has expired."
      And Ana's subscription is "trial" with 1 day remaining on the monthly plan
