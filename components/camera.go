package components

// Camera turns an entity's Transform into a point of view.
//
// FovY is the vertical field of view in degrees; Near and Far bound the depth
// range that is drawn. The camera looks along the direction given by its
// Transform's yaw (Rotation.Y) and pitch (Rotation.X); yaw 0, pitch 0 looks
// down the negative Z axis, as in OpenGL.
type Camera struct {
	FovY float32
	Near float32
	Far  float32
}

// DefaultCamera is a 60° camera that draws from 0.1 to 500 world units.
func DefaultCamera() Camera {
	return Camera{FovY: 60, Near: 0.1, Far: 500}
}

// FlyController lets the player steer an entity (normally the camera).
//
// Speed is in world units per second, FastFactor multiplies it while the
// "faster" action is held, and Sensitivity is radians of turn per pixel of
// mouse movement.
type FlyController struct {
	Speed       float32
	FastFactor  float32
	Sensitivity float32
}

// DefaultFlyController returns comfortable settings for a 100-unit scene.
func DefaultFlyController() FlyController {
	return FlyController{Speed: 20, FastFactor: 4, Sensitivity: 0.0025}
}
