@api
Feature: The visitor's one free workout
  A visitor can try one workout designed for them at /free, without an account,
  from a three-step wizard: how long and what for; how they feel and how they
  slept; where they are and what they have with them. There is one free
  workout per browser: the browser keeps a flag and the server keeps a record
  of the device, so clearing either one does not bring the free workout back.
  A browser that already used it is sent to the trial.

  Background:
    Given Carla uses the app on a new device

  Rule: The wizard offers 10, 20 or 30 minutes, five goals, sleep from 3 to 9 hours and five places

    Scenario: The wizard's defaults give a workout
      When Carla asks for her free workout with the wizard's defaults
      Then she gets her free workout
      And it fits 20 minutes
      And her free workout is used

    Scenario Outline: A <answer> of "<value>" is accepted
      When Carla asks for her free workout with the <answer> "<value>"
      Then she gets her free workout

      Examples: The shortest and the longest night
        | answer | value |
        | sleep  | 3     |
        | sleep  | 9     |

      Examples: Every goal of the wizard
        | answer | value           |
        | goal   | general_fitness |
        | goal   | strength        |
        | goal   | endurance       |
        | goal   | mobility        |
        | goal   | weight_loss     |

      Examples: Every place of the wizard
        | answer | value   |
        | place  | hotel   |
        | place  | airport |
        | place  | office  |
        | place  | home    |
        | place  | gym     |

      Examples: Every energy level
        | answer | value  |
        | energy | low    |
        | energy | normal |
        | energy | high   |

    Scenario Outline: A workout of <minutes> minutes fits the time
      When Carla asks for her free workout with the duration "<minutes>"
      Then she gets her free workout
      And it fits <minutes> minutes

      Examples:
        | minutes |
        | 10      |
        | 20      |
        | 30      |

    Scenario Outline: A <answer> of "<value>" is refused, and the free workout is kept
      When Carla asks for her free workout with the <answer> "<value>"
      Then she is refused for her <answer>
      And her free workout is still available

      Examples: Sleep is 3 to 9 hours
        | answer | value |
        | sleep  | 2     |
        | sleep  | 10    |

      Examples: A workout lasts 10, 20 or 30 minutes
        | answer   | value |
        | duration | 15    |
        | duration | 5     |
        | duration | 60    |

      Examples: Goals and places are the wizard's own
        | answer | value      |
        | goal   | yoga       |
        | goal   | recovery   |
        | place  | beach      |
        | place  | in_transit |
        | energy | exhausted  |

  Rule: Dumbbells are offered only at home or the gym

    Scenario Outline: Dumbbells at the <place> are refused
      When Carla asks for her free workout at "<place>" with "dumbbell"
      Then she is refused for her equipment
      And her free workout is still available

      Examples:
        | place   |
        | hotel   |
        | airport |
        | office  |

    Scenario Outline: Equipment "<equipment>" at <place> gives a workout that uses no other
      When Carla asks for her free workout at "<place>" with "<equipment>"
      Then she gets her free workout
      And it needs nothing but "<equipment>"

      Examples:
        | place   | equipment |
        | home    | dumbbell  |
        | gym     | dumbbell  |
        | airport | band      |
        | hotel   | none      |

  Rule: One free workout per browser; a browser that used it is sent to the trial

    Scenario: Asking twice from the same browser
      Given Carla has had her free workout in this browser
      When Carla asks for another free workout in this browser
      Then she is told the free workout was already used
      And her free workout is used

    Scenario: Clearing the browser's cookies does not bring it back
      Given Carla has had her free workout in this browser
      And Carla clears her browser's cookies
      When Carla asks for another free workout in this browser
      Then she is told the free workout was already used
      And her browser is marked again as having used its free workout

    Scenario: Clearing the browser's device identifier does not bring it back
      Given Carla has had her free workout in this browser
      And Carla's browser forgets its device identifier
      When Carla asks for another free workout in this browser
      Then she is told the free workout was already used

    Scenario: Two attempts at the same moment give one workout
      When Carla asks for her free workout twice at the same moment
      Then exactly 1 of them gets a workout and the other 1 is told "Free workout already used"
      And her free workout is used

    Scenario: Another visitor's browser has its own free workout
      Given Carla has had her free workout in this browser
      And Dan uses the app on a new device
      When Dan asks for his free workout with the wizard's defaults
      Then he gets his free workout

    Scenario: The free workout does not touch the weekly allowance
      Given Carla has had her free workout in this browser
      When Carla looks at her weekly allowance
      Then she has 2 free workouts left this week

  Rule: A device that became an account speaks for nobody

    Scenario: The device cannot spend its free workout once it is linked to an account
      Given Carla registered from her device
      When Carla asks for her free workout with the wizard's defaults
      Then she is told "This device is already linked to another account. Please sign in instead."
