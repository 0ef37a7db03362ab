@api
Feature: Profile picture
  A registered traveller can give their profile a picture: a PNG, JPEG or WebP
  image of at most 2 MB. The app keeps its own clean copy of the picture and
  serves it as an image, never as anything a browser could run. Travellers
  without an account are invited to create one first.

  Rule: A registered traveller can upload a PNG, JPEG or WebP picture of up to 2 MB

    Scenario Outline: Ana uploads a <format> picture
      Given Ana has signed in
      When Ana uploads a <format> picture as her avatar
      Then her profile shows her new avatar
      And her picture is served at her avatar address as an image, and only as an image

      Examples:
        | format |
        | PNG    |
        | JPEG   |
        | WebP   |

    Scenario: A new picture replaces the old one
      Given Ana has signed in
      And Ana has uploaded a PNG picture as her avatar
      When Ana uploads a JPEG picture as her avatar
      Then her profile shows her new avatar

    Scenario: A picture larger than 2 MB is refused
      Given Ana has signed in
      When Ana uploads a PNG picture larger than 2 MB as her avatar
      Then she is told "Avatar must be less than 2MB"
      And her profile has no avatar

    Scenario Outline: <file> is refused
      Given Ana has signed in
      When Ana uploads <file> as her avatar
      Then she is told "Avatar must be a PNG, JPEG or WebP image"
      And her profile has no avatar

      Examples:
        | file                           |
        | a text file named "avatar.png" |
        | a web page named "avatar.jpg"  |
        | a GIF picture                  |

  Rule: Only registered travellers can upload a picture

    Scenario: Carla, without an account, is invited to create one
      Given Carla uses the app on a new device
      When Carla uploads a PNG picture as her avatar
      Then she is told "Please create an account to upload an avatar"

    Scenario: Someone who does not say who they are is refused
      When someone uploads a PNG picture as an avatar without saying who they are
      Then they are told "Authentication required"
