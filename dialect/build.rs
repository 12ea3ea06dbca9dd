fn main() {
    lalrpop::process_src().expect("the grammar compiles");
}
