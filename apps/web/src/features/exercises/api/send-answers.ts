import {
  answerEvaluationCall,
  answerExtraordinaryExamCall,
  extraordinaryExamCall,
  studentGroupsCall,
  answerQualityExamCall,
  groupGradesCall,
  groupQualityExamCall,
  solvedEvaluationCall,
  solvedQualityExamCall,
  studentResourcesCall,
  type SchoolId,
} from '@lms/contract';
import { useCallMutation } from '../../../lib/api/call-query';
import type { EvaluationSource } from './get-solved-evaluation';

/**
 * recurso.contestar / recurso.contestarcalidad. The server grades from its
 * stored right options (decision 023): the body carries no grade. Whatever
 * the outcome, the evaluation is read again, so a success shows the solved
 * result and a 409 (sent first on another device) the state as it is now,
 * after the error dialog has said why; the lessons list and the grades are
 * read again too. Offline, the send says it needs the network (decision 032)
 * and the answers stay on screen.
 */
export function useSendAnswers(school: SchoolId, source: EvaluationSource) {
  // The extraordinary exam's grade is the level's second chance: Mis grupos is read again (decision 033).
  const call = source === 'quality' ? answerQualityExamCall : source === 'extraordinary' ? answerExtraordinaryExamCall : answerEvaluationCall;
  return useCallMutation(call, school, {
    refreshes: [extraordinaryExamCall, studentGroupsCall, solvedEvaluationCall, solvedQualityExamCall, studentResourcesCall, groupQualityExamCall, groupGradesCall],
  });
}

