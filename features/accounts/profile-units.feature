@ui
Feature: Height and weight in the traveller's own units
  A traveller can give their height and weight in centimetres and kilograms or
  in inches and pounds. The account keeps whole centimetres and kilograms with
  one decimal (spec 1 §5); what the traveller sees stays what they typed.

  Rule: Inches and pounds are shown whole, so a save never changes what the traveller sees
    Decision (issue 9): imperial heights and weights are typed and shown in
    whole inches and whole pounds. Converting to whole centimetres and tenths
    of a kilogram and back always lands on the number typed; a decimal typed
    in inches or pounds counts as its nearest whole number.

    Scenario: Ana saves 70 inches and 165 pounds and still sees 70 inches and 165 pounds
      Given Ana has signed in on this browser
      When Ana opens "/profile?tab=personal"
      And she chooses imperial units and enters a height of 70 and a weight of 165, then saves
      And she comes back to her personal info later
      Then her height reads 70 and her weight reads 165

  Rule: The unit system is chosen before height and weight, on the profile and at registration

    Scenario Outline: The unit choice comes before height and weight on "<page>"
      Given <who>
      When Ana opens "<page>"
      Then the unit choice comes before the height and weight fields

      Examples:
        | page                  | who                              |
        | /profile?tab=personal | Ana has signed in on this browser |
        | /register             | Ana is on a phone                |
