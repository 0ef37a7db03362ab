@ui
Feature: Signing up and signing in in the browser
  The sign-in page has a Login tab with a forgot-password view, a Register tab
  and, for travellers without an account, an Upgrade tab. Registering leads to
  the traveller's profile; a reset link leads to a form for the new password.

  Rule: A visitor who registers lands on their profile

    Scenario: Ana registers and sees her profile
      When Ana opens "/register"
      And Ana fills in the registration form and creates her account
      Then Ana is on "/profile"
      And Ana is signed in on this browser
      And Ana sees her name on her profile

    Scenario: Ana's e-mail already has an account
      The answer stays generic, so nobody learns whose e-mail has an account,
      but it appears where Ana pressed the button, and takes her on from there.
      Given Ana has an account with the e-mail "ana@example.com" and the password "correct-horse-1"
      And Ana is on a phone
      When Ana opens "/register"
      And Ana fills in the registration form and creates her account
      Then Ana reads "Failed to create account" where she pressed the button
      And from there she can choose "Sign in" or "Forgot password?"
      And Ana is not signed in on this browser

  Rule: A registered traveller signs in from the sign-in page

    Scenario: Ana signs in with her e-mail and password
      Given Ana has an account with the e-mail "ana@example.com" and the password "correct-horse-1"
      When Ana opens "/auth"
      And Ana signs in on the page with the password "correct-horse-1"
      Then Ana is signed in on this browser
      And Ana is on "/profile"

    Scenario: A wrong password is refused on the page
      Given Ana has an account with the e-mail "ana@example.com" and the password "correct-horse-1"
      When Ana opens "/auth"
      And Ana signs in on the page with the password "wrong-horse-1"
      Then Ana reads "Invalid email or password" on the page
      And Ana is not signed in on this browser

  Rule: A traveller who forgot her password gets a link and chooses a new one

    Scenario: Ana asks for a link, sets a new password and signs in with it
      Given Ana has an account with the e-mail "ana@example.com" and the password "correct-horse-1"
      When Ana opens "/auth"
      And Ana asks for a reset link on the page
      Then Ana is told on the page that the link has been sent
      When Ana follows the link in her e-mail
      And Ana sets the new password "new-horse-22" on the page
      Then Ana reads that her password has been reset
      And after a moment Ana is on "/auth"
      When Ana signs in on the page with the password "new-horse-22"
      Then Ana is signed in on this browser
