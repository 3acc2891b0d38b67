// Public entry of the simulator: the Customization API stand-in and the artifact-service stand-in.
export { startSimulator, CustomizationSimulator } from './simulator.js'
export type {
  EntityFault,
  GetPublishedForm,
  NotFoundStyle,
  ImportedProject,
  ImportStep,
  LoginOutcome,
  PublishBeginStep,
  PublishEndStep,
  RecordedRequest,
  SimPublishState,
  SimUser,
  Simulator,
  SimulatorOptions
} from './types.js'
