@api
Feature: Every call tells who is calling by the same rule
  A call that acts for a traveller may carry a sign-in token and a device
  identifier, and the device identifier may travel in a request header, in the
  address or in the body. Every call reads them in the same order.

  Decision: a sign-in token, when sent, decides on its own (a bad one is refused
  even beside a good device identifier). Without one, the device identifier is
  read from the request header first, then from the address (`uid`), then from
  the body.

  Rule: A device identifier in the request header counts before one in the address

    Scenario: A call naming two devices answers for the one in the header
      Given Carla uses the app on a new device
      And Dan uses the app on a new device
      When someone looks at a profile with Carla's device in the header and Dan's in the address
      Then they see Carla's profile

  Rule: A sign-in token counts before any device identifier

    Scenario: A signed-in traveller who also sends a device identifier sees her own account
      Given Ana has signed in
      And Dan uses the app on a new device
      When Ana looks at her profile, also sending Dan's device in the header
      Then she sees Ana's profile
