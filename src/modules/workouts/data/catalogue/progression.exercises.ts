import type { CatalogueEntry } from './coaching';
import { FLOOR_PLACES, STANDING_PLACES, defineExercise, reps } from './define-exercise';

/**
 * The tops of the bodyweight progressions (ADR 0030): what an advanced
 * traveller does in a hotel room with a bed, a chair and no jumps, and
 * standing against a wall at a gate or in an office.
 */
export const PROGRESSION_EXERCISES: CatalogueEntry[] = [
  defineExercise({
    id: 'decline-push-up',
    name: { en: 'Decline push-up', es: 'Flexión declinada' },
    category: 'strength',
    bodyPart: 'chest',
    equipment: 'none',
    places: FLOOR_PLACES,
    posture: 'floor',
    level: 'advanced',
    prescription: reps(3, 10),
    instructions: {
      en: [
        'Put your feet on the edge of the bed or a sturdy chair and your hands on the floor under your shoulders.',
        'Keep your body in one straight line and lower your chest until it is a fist away from the floor.',
        'Press back up without letting your hips sag.',
      ],
      es: [
        'Apoya los pies en el borde de la cama o de una silla firme y las manos en el suelo bajo los hombros.',
        'Mantén el cuerpo en línea recta y baja el pecho hasta quedar a un puño del suelo.',
        'Empuja hacia arriba sin que la cadera se hunda.',
      ],
    },
    tips: {
      en: ['The higher your feet, the harder it gets: start low.'],
      es: ['Cuanto más altos los pies, más difícil: empieza bajo.'],
    },
  }),
  defineExercise({
    id: 'archer-push-up',
    name: { en: 'Archer push-up', es: 'Flexión de arquero' },
    category: 'strength',
    bodyPart: 'chest',
    equipment: 'none',
    places: FLOOR_PLACES,
    posture: 'floor',
    level: 'advanced',
    prescription: reps(3, 6, true),
    instructions: {
      en: [
        'Start in a high plank with your hands much wider than your shoulders.',
        'Bend one arm and shift your chest towards that hand while the other arm stays straight.',
        'Press back to the middle, then lower to the other side.',
      ],
      es: [
        'Empieza en plancha alta con las manos mucho más abiertas que los hombros.',
        'Dobla un brazo y lleva el pecho hacia esa mano mientras el otro brazo sigue estirado.',
        'Empuja de vuelta al centro y baja después hacia el otro lado.',
      ],
    },
    tips: {
      en: ['Keep your hips level: they should not twist towards the bent arm.'],
      es: ['Mantén la cadera nivelada: no debe girar hacia el brazo doblado.'],
    },
  }),
  defineExercise({
    id: 'assisted-pistol-squat',
    name: { en: 'Assisted pistol squat to the bed', es: 'Sentadilla a una pierna asistida hasta la cama' },
    category: 'strength',
    bodyPart: 'legs',
    equipment: 'none',
    places: ['hotel_room', 'home', 'gym'],
    posture: 'standing',
    level: 'advanced',
    prescription: reps(3, 6, true),
    instructions: {
      en: [
        'Stand on one leg in front of the bed, the other leg held out in front, one hand on a door frame or wall.',
        'Sit back slowly on the standing leg until you touch the edge of the bed.',
        'Drive through the whole foot to stand up again without rocking.',
      ],
      es: [
        'Ponte sobre una pierna delante de la cama, con la otra estirada al frente y una mano en el marco de una puerta o la pared.',
        'Siéntate despacio hacia atrás sobre la pierna de apoyo hasta tocar el borde de la cama.',
        'Empuja con todo el pie para volver a subir sin impulso.',
      ],
    },
    tips: {
      en: ['Use the hand only as much as you need; less help makes it harder.'],
      es: ['Apóyate con la mano solo lo necesario; cuanta menos ayuda, más difícil.'],
    },
  }),
  defineExercise({
    id: 'elevated-single-leg-hip-thrust',
    name: { en: 'Single-leg hip thrust against the bed', es: 'Empuje de cadera a una pierna contra la cama' },
    category: 'strength',
    bodyPart: 'glutes',
    equipment: 'none',
    places: FLOOR_PLACES,
    posture: 'floor',
    level: 'advanced',
    prescription: reps(3, 10, true),
    instructions: {
      en: [
        'Sit on the floor with your upper back against the edge of the bed and one foot flat, the other leg lifted.',
        'Push through the heel to lift your hips until your body is level from knee to shoulders.',
        'Lower with control until your hips almost touch the floor.',
      ],
      es: [
        'Siéntate en el suelo con la parte alta de la espalda contra el borde de la cama, un pie apoyado y la otra pierna en el aire.',
        'Empuja con el talón para subir la cadera hasta que el cuerpo quede recto de la rodilla a los hombros.',
        'Baja con control hasta que la cadera casi toque el suelo.',
      ],
    },
    tips: {
      en: ['Squeeze the glute at the top for a second before lowering.'],
      es: ['Aprieta el glúteo un segundo arriba antes de bajar.'],
    },
  }),
  defineExercise({
    id: 'single-arm-wall-push-up',
    name: { en: 'Single-arm wall push-up', es: 'Flexión en la pared a un brazo' },
    category: 'strength',
    bodyPart: 'chest',
    equipment: 'none',
    places: STANDING_PLACES,
    posture: 'standing',
    level: 'intermediate',
    prescription: reps(3, 8, true),
    instructions: {
      en: [
        'Stand an arm’s length from a wall, feet wide, and place one palm on it at chest height.',
        'Put the other hand behind your back and bend the elbow to bring your chest towards the wall.',
        'Push back to a straight arm without twisting your hips.',
      ],
      es: [
        'Colócate a un brazo de distancia de una pared, con los pies separados, y apoya una palma a la altura del pecho.',
        'Lleva la otra mano a la espalda y dobla el codo para acercar el pecho a la pared.',
        'Empuja hasta estirar el brazo sin girar la cadera.',
      ],
    },
    tips: {
      en: ['Step further from the wall to make it harder.'],
      es: ['Aléjate más de la pared para hacerlo más difícil.'],
    },
  }),
  defineExercise({
    id: 'incline-plank-shoulder-tap',
    name: { en: 'Wall plank shoulder tap', es: 'Plancha en la pared tocando el hombro' },
    category: 'core',
    bodyPart: 'core',
    equipment: 'none',
    places: STANDING_PLACES,
    posture: 'standing',
    level: 'intermediate',
    prescription: reps(3, 10, true),
    instructions: {
      en: [
        'Lean into a plank with your hands on a wall or a sturdy desk, body straight from heels to head.',
        'Lift one hand to tap the opposite shoulder while your hips stay still.',
        'Put the hand back and tap with the other one.',
      ],
      es: [
        'Inclínate en plancha con las manos en una pared o un escritorio firme y el cuerpo recto de los talones a la cabeza.',
        'Levanta una mano para tocar el hombro contrario sin mover la cadera.',
        'Vuelve a apoyar la mano y toca con la otra.',
      ],
    },
    tips: {
      en: ['Walk your feet further back to make it harder; widen them to make it easier.'],
      es: ['Lleva los pies más atrás para hacerlo más difícil; sepáralos para hacerlo más fácil.'],
    },
  }),
];
