@api
Feature: Registering an account
  A traveller creates an account with a username, an e-mail address, a password
  and the few details their workouts are tailored to: name, age, height, weight,
  gender and fitness goal. An account keeps progress across devices, and
  registering from a device keeps everything that device has already earned.

  Registering signs the traveller in at once, so it cannot hide that an e-mail
  address is taken: a refusal only says "Failed to create account", whichever
  detail was taken, and registering is limited per place.

  Rule: A traveller with valid details gets an account and is signed in at once

    Scenario: Ana registers
      When Ana registers
      Then Ana is signed in
      And her account is registered with no subscription
      And her profile shows the name "Ana"
      And her profile uses metric units

  Rule: Each detail follows the registration rules, and a refusal says which detail and why

    Scenario Outline: A <field> of <value> is refused
      When Ana registers with the <field> "<value>"
      Then she is refused with "<message>" for the <field>
      And no account exists for Ana

      Examples: Username: 3 to 20 letters, digits or underscores
        | field    | value      | message                                                    |
        | username | ab         | Username must be at least 3 characters                     |
        | username | 21 letters | Username must be at most 20 characters                     |
        | username | ana-maria  | Username may contain only letters, numbers and underscores |
        | username | ana maria  | Username may contain only letters, numbers and underscores |
        | username | anaña      | Username may contain only letters, numbers and underscores |

      Examples: E-mail: a valid address
        | field  | value           | message               |
        | e-mail | ana.example.com | Invalid email address |
        | e-mail | ana@            | Invalid email address |
        | e-mail | @example.com    | Invalid email address |
        | e-mail | ana@example     | Invalid email address |

      Examples: Password: at least 6 characters
        | field    | value     | message                                |
        | password | 5 letters | Password must be at least 6 characters |
        | password | (empty)   | Password must be at least 6 characters |

      Examples: Name: 1 to 100 characters
        | field | value       | message                             |
        | name  | (empty)     | Name is required                    |
        | name  | 101 letters | Name must be at most 100 characters |

      Examples: Age: a whole number from 13 to 100
        | field | value  | message                    |
        | age   | 12     | Age must be at least 13    |
        | age   | 101    | Age must be at most 100    |
        | age   | 25.5   | Age must be a whole number |
        | age   | twenty | Age must be a number       |

      Examples: Height: a whole number of centimetres from 100 to 250
        | field  | value | message                               |
        | height | 99    | Height must be between 100 and 250 cm |
        | height | 251   | Height must be between 100 and 250 cm |

      Examples: Weight: from 30 to 300 kilograms
        | field  | value | message                              |
        | weight | 29    | Weight must be between 30 and 300 kg |
        | weight | 301   | Weight must be between 30 and 300 kg |

    Scenario Outline: A <field> that is not on the list is refused
      When Ana registers with the <field> "<value>"
      Then she is refused for the <field>
      And no account exists for Ana

      Examples:
        | field        | value        |
        | gender       | robot        |
        | gender       | (empty)      |
        | fitness goal | couch_potato |
        | fitness goal | mobility     |

    Scenario Outline: A <field> of <value> is accepted
      When Ana registers with the <field> "<value>"
      Then Ana is signed in
      And her profile shows the <field> "<value>"

      Examples: The limits themselves, and a weight with a decimal, are allowed
        | field    | value       |
        | username | abc         |
        | username | 20 letters  |
        | name     | A           |
        | name     | 100 letters |
        | age      | 13          |
        | age      | 100         |
        | height   | 100         |
        | height   | 250         |
        | weight   | 30          |
        | weight   | 300         |
        | weight   | 72.5        |

    Scenario Outline: Every gender and fitness goal on the list is accepted
      When Ana registers with the <field> "<value>"
      Then Ana is signed in
      And her profile shows the <field> "<value>"

      Examples:
        | field        | value             |
        | gender       | male              |
        | gender       | female            |
        | gender       | non_binary        |
        | gender       | prefer_not_to_say |
        | fitness goal | weight_loss       |
        | fitness goal | muscle_gain       |
        | fitness goal | endurance         |
        | fitness goal | strength          |
        | fitness goal | general_fitness   |
        | fitness goal | flexibility       |

  Rule: One account per e-mail address, whatever its capitals

    Scenario Outline: Registering again with <e-mail> is refused
      Given Ana has an account with the e-mail "ana@example.com"
      When Ben registers with the e-mail "<e-mail>"
      Then he is told "Failed to create account"
      And no account exists for Ben

      Examples:
        | e-mail          |
        | ana@example.com |
        | ANA@Example.COM |

    Scenario: Ten registrations with one e-mail at the same moment create one account
      When 10 travellers register with the e-mail "rush@example.com" at the same moment
      Then exactly 1 of them is signed in
      And the other 9 are told "Failed to create account"
      And exactly 1 account exists for "rush@example.com"

    Scenario: A taken e-mail and a taken username get the same answer
      Given Ana has an account with the e-mail "ana@example.com"
      When Ben registers with the e-mail "ana@example.com"
      And Carla registers with Ana's username
      Then both answers are the same

  Rule: At most 20 registrations an hour come from one place

    Scenario: The 21st registration from one place within the hour waits
      Given 20 registrations were made from one place within the hour
      When Ana registers from there
      Then she is told "Too many attempts. Please try again later."
      And she is told to wait at most 60 minutes

  Rule: Registering from a device keeps what that device earned

    Scenario: Carla's points and profile come with her into her new account
      Given Carla uses the app on a new device
      And Carla has earned 120 points on her device
      When Carla registers from her device
      Then Carla is signed in
      And it is the same profile as before
      And she has 120 points

    Scenario: A device already linked to an account cannot register another one
      Given Ana registered from her device
      When Ben registers from Ana's device
      Then he is told "This device is already linked to another account. Please sign in instead."
      And no account exists for Ben
