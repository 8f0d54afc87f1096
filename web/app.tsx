import { Route, Switch } from "wouter";
import { MainPage } from "./features/home/main-page";
import { NotFound } from "./features/not-found/not-found";

export function App() {
  return (
    <Switch>
      <Route path="/" component={MainPage} />
      <Route component={NotFound} />
    </Switch>
  );
}
