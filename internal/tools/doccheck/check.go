package main

import (
	"go/ast"
	"go/token"
)

// An undocumented is an exported name declared without a doc comment.
type undocumented struct {
	Pos  token.Position
	Name string // as a reader looks it up: Type, Func or Type.Method
}

// undocumentedIn lists the exported names of one parsed file that have no
// doc comment: functions, methods of exported types, and types, constants
// and variables, where a comment on a parenthesised group covers every name
// in it (as go doc shows it).
func undocumentedIn(fset *token.FileSet, f *ast.File) []undocumented {
	var out []undocumented
	add := func(pos token.Pos, name string) {
		out = append(out, undocumented{fset.Position(pos), name})
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if name, ok := funcName(d); ok && d.Doc == nil {
				add(d.Pos(), name)
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				for _, id := range specNames(s) {
					if id.IsExported() && d.Doc == nil && specDoc(s) == nil {
						add(id.Pos(), id.Name)
					}
				}
			}
		}
	}
	return out
}

// funcName is the name a reader looks up for a function or method, and
// whether it is part of the package's API: exported, and for a method,
// on an exported type.
func funcName(d *ast.FuncDecl) (string, bool) {
	if !d.Name.IsExported() {
		return "", false
	}
	if d.Recv == nil || len(d.Recv.List) == 0 {
		return d.Name.Name, true
	}
	recv := receiverType(d.Recv.List[0].Type)
	if recv == nil || !recv.IsExported() {
		return "", false
	}
	return recv.Name + "." + d.Name.Name, true
}

// receiverType finds the type's name in a receiver such as T, *T, T[A]
// or *T[A, B].
func receiverType(e ast.Expr) *ast.Ident {
	for {
		switch t := e.(type) {
		case *ast.StarExpr:
			e = t.X
		case *ast.IndexExpr:
			e = t.X
		case *ast.IndexListExpr:
			e = t.X
		case *ast.Ident:
			return t
		default:
			return nil
		}
	}
}

// specNames are the names one type, constant or variable spec declares.
func specNames(s ast.Spec) []*ast.Ident {
	switch s := s.(type) {
	case *ast.TypeSpec:
		return []*ast.Ident{s.Name}
	case *ast.ValueSpec:
		return s.Names
	}
	return nil
}

// specDoc is the comment above one spec inside a group, if any.
func specDoc(s ast.Spec) *ast.CommentGroup {
	switch s := s.(type) {
	case *ast.TypeSpec:
		return s.Doc
	case *ast.ValueSpec:
		return s.Doc
	}
	return nil
}
