import CSDL2

func SDL_FreeSurfaceShim(_ s: UnsafeMutablePointer<SDL_Surface>) { SDL_FreeSurface(s) }
