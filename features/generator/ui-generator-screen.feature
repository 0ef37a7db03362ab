@ui
Feature: The generator screen in the browser
  A traveller without a subscription who opens /app is offered the trial: the
  "Start Your Free Trial" card with its four benefits, a button to the plans
  and the terms, in English or Spanish.

  Rule: A traveller without a subscription sees the trial card instead of the generator

    Scenario: Ana opens /app in English
      Given Ana has signed in on this browser
      When Ana opens "/app"
      Then Ana sees the "Start Your Free Trial" card listing "Unlimited AI workout generation", "Progress tracking and analytics", "Premium exercise library with demos" and "4-week travel fitness plans", noted "3-day free trial • Payment required • Cancel anytime"

    Scenario: Ana opens /workout in Spanish
      Given they chose Spanish earlier
      And Ana has signed in on this browser
      When Ana opens "/workout"
      Then Ana sees the "Empieza tu prueba gratis" card listing "Generación ilimitada de entrenamientos con IA", "Seguimiento del progreso y estadísticas", "Biblioteca premium de ejercicios con demostraciones" and "Planes de fitness para viajes de 4 semanas", noted "Prueba gratis de 3 días • Se requiere pago • Cancela cuando quieras"
