@api
Feature: Keeping one's profile up to date
  Travellers keep their name, age, height, weight, gender, units and fitness
  goal up to date so that workouts fit them. The profile form is a little wider
  than registration: any height from 50 to 300 cm, and age and weight may be
  left empty. Only these details can be changed here.

  Rule: The profile accepts heights from 50 to 300 cm, ages from 13 to 100 and weights from 30 to 300 kg

    Scenario Outline: A <field> of <value> is saved
      Given Ana has signed in
      When Ana changes her <field> to "<value>"
      Then her profile shows the <field> "<value>"

      Examples:
        | field  | value |
        | height | 50    |
        | height | 300   |
        | height | 175   |
        | age    | 13    |
        | age    | 100   |
        | weight | 30    |
        | weight | 300   |
        | weight | 81.5  |

    Scenario Outline: A <field> of <value> is refused and the profile keeps the old one
      Given Ana has signed in
      When Ana changes her <field> to "<value>"
      Then she is refused with "<message>" for the <field>
      And her profile shows the <field> "<kept>"

      Examples:
        | field  | value | message                              | kept |
        | height | 49    | Height must be between 50 and 300 cm | 170  |
        | height | 301   | Height must be between 50 and 300 cm | 170  |
        | height | 175.5 | Height must be a whole number        | 170  |
        | age    | 12    | Age must be at least 13              | 25   |
        | age    | 101   | Age must be at most 100              | 25   |
        | weight | 29    | Weight must be between 30 and 300 kg | 70   |
        | weight | 301   | Weight must be between 30 and 300 kg | 70   |

    Scenario Outline: The <field> can be left empty
      Given Ana has signed in
      When Ana clears her <field>
      Then her profile shows no <field>

      Examples:
        | field  |
        | age    |
        | weight |

    Scenario: Several details change at once
      Given Ana has signed in
      When Ana changes her profile to:
        | name         | Ana María |
        | gender       | female    |
        | unit system  | imperial  |
        | fitness goal | strength  |
      Then her profile shows:
        | name         | Ana María |
        | gender       | female    |
        | unit system  | imperial  |
        | fitness goal | strength  |

    Scenario Outline: A <field> that is not on the list is refused
      Given Ana has signed in
      When Ana changes her <field> to "<value>"
      Then she is refused for the <field>

      Examples:
        | field        | value    |
        | gender       | robot    |
        | unit system  | nautical |
        | fitness goal | mobility |

  Rule: Only the profile's own details can be changed here

    Scenario Outline: Changing the <detail> through the profile is refused
      Given Ana has signed in
      When Ana tries to change her <detail> to "<value>" through her profile
      Then she is refused for the <detail>
      And her account is registered with no subscription
      And her profile shows the e-mail "ana@example.com"

      Examples:
        | detail              | value                 |
        | e-mail              | mallory@example.com   |
        | account type        | pro                   |
        | subscription status | active                |
        | password            | hijacked-1            |
        | avatar address      | https://evil.example/ |
        | username            | mallory               |

  Rule: A traveller without an account updates the profile of their device

    Scenario: Carla changes her details with her device
      Given Carla uses the app on a new device
      When Carla changes her weight to "64.5"
      Then her profile shows the weight "64.5"
      And her profile is still anonymous

  Rule: Somebody has to say who they are

    Scenario: A change without any identity is refused
      When someone changes the name on the profile to "Mallory" without saying who they are
      Then they are told "Authentication required"

    Scenario: A change with a made-up session is refused
      When someone changes the name on the profile to "Mallory" with a made-up session
      Then they are told "Authentication required"
