@ui
Feature: The analytics report in the browser
  The web app reports a page view of each page it shows, and an administrator
  reads the app's own figures on a phone in either language.

  Scenario Outline: Ada, an administrator, reads the report in <language> on a phone 320 pixels wide
    Given a visitor on a phone
    And they chose <language> earlier
    And Ada is an administrator with an account
    And Ada has signed in on this browser
    When Ada opens the analytics report in the app on a phone 320 pixels wide
    Then she sees the funnel and the events per day
    And the page does not scroll sideways
    And her page view of "/admin/analytics" has been counted

    Examples:
      | language |
      | English  |
      | Spanish  |
