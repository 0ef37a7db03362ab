@ui
Feature: The billing card on the profile's Account tab
  A registered traveller manages her subscription from Profile → Account: the
  status, when the trial ends or the next charge comes, the cards on file
  (masked: last four digits and expiry), Manage billing (the provider's
  portal, in a new tab) or a start-trial link for those without a
  subscription, and cancelling after a confirmation. A cancelled subscription
  keeps Pro until the trial or the period ends. Anonymous travellers see no
  billing card.

  Decisions (where the spec leaves a choice):
  - The trial banner's Subscribe button goes to Profile → Account. A traveller
    on a trial is already subscribed (the plan starts by itself when the trial
    ends) and /subscribe sends trial travellers to the profile anyway; the
    Account tab says when the first charge comes and how to change or cancel.
  - The header's "Start free trial" button is not shown to Pro travellers (on a
    trial, subscribed, or cancelled with access left): they have nothing to
    start, and the header stays uncluttered rather than repeating their badge.

  Rule: A traveller on a trial sees her card and her trial end, and can cancel and manage billing

    Scenario: Ana cancels her trial from her profile and opens the billing portal
      Given Ana has signed in on this browser
      And Ana is on a trial of the monthly plan
      When Ana opens "/profile?tab=account"
      Then Ana's billing card reads "Free trial"
      And Ana's billing card reads "Visa •••• 4242"
      And Ana's billing card reads "Expires 12/30"
      And Ana's billing card says her trial ends on its last day
      When Ana cancels her subscription on the page
      Then Ana is asked to confirm
      When Ana confirms
      Then Ana reads "Subscription cancelled" on the page
      And Ana's billing card reads "Cancelled"
      And Ana's billing card says "Cancelled: you keep Pro until" with the last day of her trial
      When Ana manages her billing on the page
      Then the billing portal opens in a new tab

    Scenario: Ana reads her billing card in Spanish
      Given a visitor whose browser speaks "es-ES"
      And Ana has signed in on this browser
      And Ana is on a trial of the monthly plan
      When Ana opens "/profile?tab=account"
      Then Ana's billing card reads "Prueba gratis"
      And Ana's billing card reads "Caduca 12/30"
      And Ana's billing card says "Tu prueba gratis termina el" with the last day of her trial
      And Ana reads "Gestionar facturación" on the page

  Rule: A traveller without a subscription is offered the trial

    Scenario: Ben has never subscribed
      Given Ben has signed in on this browser
      When Ben opens "/profile?tab=account"
      Then Ben's billing card offers the free trial

  Rule: The billing card fits a phone

    Scenario Outline: Ana's billing card on a phone <width> pixels wide
      Given a visitor on a phone <width> pixels wide
      And Ana has signed in on this browser
      And Ana is on a trial of the monthly plan
      When Ana opens "/profile?tab=account"
      Then Ana's billing card reads "Visa •••• 4242"
      And the page does not scroll sideways

      Examples:
        | width |
        | 320   |
        | 375   |

  Rule: A traveller on a trial is not sent to start one again

    Scenario: The header and the trial banner for a traveller on a trial
      Given Ana has signed in on this browser
      And Ana is on a trial of the monthly plan
      When Ana opens "/app"
      Then Ana sees the trial badge with 3 days left
      And the header does not offer the free trial
      When Ana presses Subscribe on the trial banner
      Then Ana is on "/profile"
      And Ana sees her billing card
