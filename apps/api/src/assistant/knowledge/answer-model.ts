/**
 * The answer model: a logistic regression over `answer-features.ts`, giving the probability that a passage holds
 * the answer to the question. Its weights are fitted on the evaluation corpus's tuning half only
 * (`npm run eval:train`, eval/corpus/train-answer-model.ts) and stored in answer-model.json; the held-out half is
 * what the reported figures measure.
 */
import { FEATURE_NAMES } from './answer-features.js';
import model from './answer-model.json' with { type: 'json' };

export type AnswerModel = {
  features: string[];
  mean: number[];
  scale: number[];
  weights: number[];
  bias: number;
  /** Below this probability the best passage is not given as an answer: the responder says it doesn't know. */
  threshold: number;
  trainedOn: string[];
};

const MODEL = model as AnswerModel;
if (MODEL.features.join() !== FEATURE_NAMES.join()) {
  throw new Error('answer-model.json was fitted on other features: run npm run eval:train');
}

export function answerProbability(features: number[], answerModel: AnswerModel = MODEL): number {
  let z = answerModel.bias;
  for (let i = 0; i < features.length; i++) {
    z += answerModel.weights[i]! * ((features[i]! - answerModel.mean[i]!) / (answerModel.scale[i]! || 1));
  }
  return 1 / (1 + Math.exp(-z));
}

export function answerThreshold(): number {
  return MODEL.threshold;
}
