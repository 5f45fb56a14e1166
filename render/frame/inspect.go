package frame

// Inspector is the in-game inspector as plain data: panels of text rows,
// horizontal bars and a frame graph, which a system fills from the world
// and package render lays out and draws over the scene. Closed (Open
// false), the renderer draws nothing of it and the HUD shows as usual.
type Inspector struct {
	Open   bool
	Panels []Panel
	// Page is the page to show when the window is too small for every
	// panel at once and the renderer splits them into pages; it is taken
	// modulo the number of pages.
	Page int
	// Version changes whenever Panels do; the renderer lays the panels
	// out and uploads them again only then (or when the window's size
	// changes), and otherwise draws what it uploaded last.
	Version uint64
}

// Panel is one translucent box of the inspector: a title, rows of text
// (some with bars) and, for the frame graph, a graph below the rows.
type Panel struct {
	// Name is the panel's short name ("Tables"), for the page strip and
	// for -inspect-json's record of where each panel was drawn.
	Name  string
	Title string
	// Column is 0 for the left side of the screen, 1 for the right; the
	// renderer stacks the panels of a column from the top, in order, when
	// both columns fit side by side, and the left column's panels above
	// the right one's otherwise.
	Column int
	// Width is the panel's inner width in characters of the monospaced
	// font; longer rows are cut, and so are rows in a window too narrow
	// for the whole width.
	Width int
	// BarColumn and BarWidth place the rows' bars, in characters: they
	// start after BarColumn characters and span BarWidth.
	BarColumn, BarWidth int
	Rows                []Row
	Graph               *Graph // nil for a panel of rows only
}

// RowStyle says how a row's text is coloured.
type RowStyle uint8

// The row styles.
const (
	Plain   RowStyle = iota // light grey text
	Heading                 // a group's heading, brighter
	Marked                  // stands out: the selected entity's table
	Dim                     // secondary: hints, empty states
)

// Row is one line of a panel: Text from the left edge, then the bars (if
// any) at the panel's BarColumn, then Tail after the bars.
type Row struct {
	Text  string
	Style RowStyle
	Bars  []Bar
	Tail  string
}

// BarKind picks a bar's colour.
type BarKind uint8

// The bar kinds: a system's time in the last frame and its mean.
const (
	BarLast BarKind = iota
	BarMean
)

// Bar is a horizontal bar; Fraction (0 to 1) of the panel's BarWidth is
// filled. A row's bars are drawn one above the other in its line.
type Bar struct {
	Fraction float32
	Kind     BarKind
}

// Graph is the frame graph: one column per frame, oldest first, the
// simulation time at the bottom and the draw time stacked on it, against a
// vertical scale of ScaleMs, with horizontal guide lines.
type Graph struct {
	Sim, Draw []float32 // milliseconds per frame, the same length
	Capacity  int       // frames the graph has room for (its width)
	ScaleMs   float32   // the time at the top of the graph
	GuidesMs  []float32 // a horizontal line at each of these times
	Rows      int       // the graph's height, in text lines
}
