import HitlabCore
