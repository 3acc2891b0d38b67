// Public entry of the simulator: the Customization API stand-in and the artifact-service stand-in.
export { startSimulator } from './simulator.js'
export type {
  GetPublishedForm,
  NotFoundStyle,
  LoginOutcome,
  PublishEndStep,
  RecordedRequest,
  Simulator,
  SimulatorOptions
} from './types.js'
